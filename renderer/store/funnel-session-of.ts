import { systemClock } from '../../core/clock';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import { createFunnelSession, type FunnelSession } from '../../core/flow/funnel-session';
import type { FunnelState } from './funnel-state';

type SessionState = Pick<FunnelState, 'booking' | 'partner' | 'location'>;

/**
 * The flow's session for the store's booking, partner and location and the URL's query: the one
 * object the browser asks the flow through (core/flow/funnel-session.ts). Each store makes its own (FunnelState's
 * `funnelSession`), which keeps the last one, so the rendering, a submit and a redirect of the same booking share
 * its answers instead of working them out again; nothing is kept in the module, so no two requests of the server's
 * rendering share one.
 */
export function createFunnelSessionOf(): (state: SessionState, search: string) => FunnelSession {
  let last: { state: SessionState; search: string; day: string; session: FunnelSession } | null = null;
  return (state, search) => {
    const today = systemClock.now();
    const day = today.toDateString();
    const same =
      last !== null &&
      last.state.booking === state.booking &&
      last.state.partner === state.partner &&
      last.state.location === state.location &&
      last.search === search &&
      last.day === day;
    if (same) return last!.session;
    const session = createFunnelSession(funnelDefinition, {
      booking: state.booking,
      partner: state.partner,
      location: state.location,
      query: Object.fromEntries(new URLSearchParams(search)),
      today,
    });
    last = { state: { booking: state.booking, partner: state.partner, location: state.location }, search, day, session };
    return session;
  };
}
