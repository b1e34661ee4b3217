import { useMemo } from 'react';
import { resolveFrameCopy } from '../../core/copy/apply-partner-copy';
import { DEFAULT_FRAME_COPY, type FrameCopy } from '../../core/copy/default-frame-copy';
import { useFunnelStore } from '../store/use-funnel-store';

/**
 * The frame's default texts (core/copy/default-frame-copy.ts), for code outside a component.
 * Components call useFrameCopy(), which lays the partner's `copy: { "frame.<key>": ... }` over them.
 */
export const FRAME_COPY: FrameCopy = DEFAULT_FRAME_COPY;

/** The frame's texts as the current partner words them. */
export function useFrameCopy(): FrameCopy {
  const copy = useFunnelStore((s) => s.partner.copy);
  return useMemo(() => resolveFrameCopy(copy), [copy]);
}
