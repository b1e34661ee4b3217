import { useMemo } from 'react';
import { applyPartnerCopy } from '../../core/copy/apply-partner-copy';
import type { StepDefinition } from '../../core/flow/step-definition';
import { useFunnelStore } from '../store/use-funnel-store';

/**
 * The step with the current partner's texts (heading, subheading, copy entries) in place of
 * the step file's defaults. Applying it twice changes nothing, so a view may call it on a step the
 * route already passed through it.
 */
export function usePartnerStep(step: StepDefinition): StepDefinition {
  const copy = useFunnelStore((s) => s.partner.copy);
  return useMemo(() => applyPartnerCopy(step, copy), [step, copy]);
}
