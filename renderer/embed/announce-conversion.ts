import type { FunnelState } from '../store/funnel-state';
import { conversionRedirect } from './conversion-redirect';
import { postToHost } from './post-to-host';

/**
 * `funnel:converted` for the host page's conversion tags: the reference, the conversion and the estimate, no contact
 * details; `redirect`, the partner's page the booking ends on (or null), where /embed.js takes the host page.
 */
export function announceConversion(state: Pick<FunnelState, 'partner' | 'booking' | 'recorded'>, type: string, win: Window = window): void {
  const { booking } = state;
  postToHost(
    {
      event: 'funnel:converted',
      reference: typeof booking.reference === 'string' ? booking.reference : null,
      type,
      value: typeof booking.estimate === 'number' ? booking.estimate : null,
      currency: 'USD',
      redirect: conversionRedirect(state, win.location.origin),
    },
    win,
  );
}
