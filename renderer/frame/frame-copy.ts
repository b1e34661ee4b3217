import { useMemo } from 'react';
import { resolveFrameCopy } from '../../core/copy/apply-partner-copy';
import type { FrameCopy } from '../../core/copy/default-frame-copy';
import { useFunnelStore } from '../store/use-funnel-store';

/**
 * The frame's texts as the current partner words them: the defaults of core/copy/default-frame-copy.ts
 * with the partner's `copy: { "frame.<key>": ... }` laid over them.
 */
export function useFrameCopy(): FrameCopy {
  const copy = useFunnelStore((s) => s.partner.copy);
  return useMemo(() => resolveFrameCopy(copy), [copy]);
}
