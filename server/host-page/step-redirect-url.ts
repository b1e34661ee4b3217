import { funnelDefinition } from '../../core/flow/funnel-definition';
import { matchRoute } from '../../core/flow/match-route';
import { bookingSession } from '../flow/booking-session';
import type { ServerPartner } from '../partners/server-partner';

/** What the page hands the browser: the same booking, partner (as shown) and location the client router judges with. */
export interface PageProps {
  booking: Record<string, unknown>;
  partner: ServerPartner;
  location: Record<string, unknown> | null;
}

/**
 * Where a request for a funnel step must go instead (302), or null to serve it: a step beyond the
 * booking's first unfinished one goes there, keeping the query string (docs/FUNNEL.md, "Flow and
 * navigation"). The browser's router applies the same rule to the same props after the page loads.
 */
export function stepRedirectUrl(url: string, { booking, partner, location }: PageProps, now: Date): string | null {
  const [rawPath = '', search] = url.split(/\?(.*)/s);
  // Judged on the decoded path, as the page is titled and routed: `/book/%63omplete` is the complete page.
  const pathname = decodedPath(rawPath);
  const match = pathname === null ? null : matchRoute(pathname, Object.values(funnelDefinition.steps));
  if (!match) return null;
  const query = Object.fromEntries(new URLSearchParams(search ?? ''));
  const session = bookingSession(partner, { booking, location, query, today: now });
  const target = session.redirect(match.step.id, booking.conversionType ?? null);
  if (target === null) return null;
  return `/partners/${encodeURIComponent(partner.slug)}${funnelDefinition.steps[target]!.path}${search ? `?${search}` : ''}`;
}

/** The path with its escapes decoded, or null when they are malformed (no step answers it). */
function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}
