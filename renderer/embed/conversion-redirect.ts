import type { FunnelState } from '../store/funnel-state';
import { processingTarget } from '../views/processing-target';

/**
 * The partner's own page a converted booking ends on (`submissionRedirectUrl` with the status and reference), as an
 * absolute address: what `funnel:converted` tells the page that embeds the funnel, whose loader goes there, since
 * the partner's page may refuse to be framed. Null when the funnel ends on its own complete page.
 */
export function conversionRedirect(state: Pick<FunnelState, 'partner' | 'booking' | 'recorded'>, base: string): string | null {
  const status = state.recorded.conversionType;
  const reference = state.booking.reference;
  const target = processingTarget({
    submissionRedirectUrl: state.partner.submissionRedirectUrl,
    submissionRedirectOverride: state.booking.submissionRedirectOverride,
    nextPath: '',
    carries: { status: typeof status === 'string' ? status : null, reference: typeof reference === 'string' ? reference : null },
  });
  return target.kind === 'external' ? new URL(target.url, base).href : null;
}
