import { useMemo } from 'react';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import { serviceabilityContext } from '../../core/flow/serviceability-context';
import { stepWithCopy } from '../../core/flow/step-with-copy';
import { useFunnelStore } from '../store/use-funnel-store';
import { useFrameCopy } from './frame-copy';
import { KeepGoingBanner } from './keep-going-banner';
import { usePartnerStep } from './use-partner-step';

/** The step whose copy words each unserviceable reason (the complete page's `reason.<reason>`). */
const reasonStep = stepWithCopy(funnelDefinition, 'reason.long_distance_move');

/**
 * What stands where the estimate would: for a move the partner cannot serve online, why (the complete
 * page's reason, in the partner's words), since such a move is never priced (core/pricing/has-enough-details.ts);
 * else 'Keep going!' until there are enough details.
 */
export function NoEstimateBanner() {
  const copy = useFrameCopy();
  const booking = useFunnelStore((s) => s.booking);
  const partner = useFunnelStore((s) => s.partner);
  const step = usePartnerStep(reasonStep);
  const reason = useMemo(() => serviceabilityContext(booking, partner)?.reason ?? null, [booking, partner]);
  const reasonText = reason === null ? undefined : step.copy?.[`reason.${reason}`];
  if (reasonText === undefined) return <KeepGoingBanner />;
  return (
    <div
      className="rounded-lg border border-l-4 border-amber-300 border-l-amber-500 bg-amber-50 px-4 py-3"
      data-testid="no-estimate-banner"
    >
      <p className="font-semibold text-slate-900">{copy.noEstimateTitle}</p>
      <p className="text-sm text-slate-700">{reasonText}</p>
    </div>
  );
}
