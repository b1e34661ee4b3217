import { fieldOf, isRecord } from '../core/is-record';

/** The load's visitors: each is one browser with its own session, CSRF token and booking. */
export const SLUG = 'bayside-movers';

export interface Visitor {
  /** The partner whose funnel it is on (SLUG unless a measurement says). */
  slug?: string;
  cookie: string;
  csrf: string;
  /** The latest copy the server returned; the next save is based on its revision. */
  booking: Record<string, unknown>;
}

/** The headers of a save, as the browser's store sends them. */
export const saveHeaders = (visitor: Visitor) => ({
  'content-type': 'application/json',
  accept: 'application/json',
  cookie: visitor.cookie,
  'x-csrf-token': visitor.csrf,
  'x-partner-slug': visitor.slug ?? SLUG,
  'sec-fetch-site': 'same-origin',
});

/** A fresh visitor, as the browser starts: the landing page gives the cookie, the token and the booking. */
export async function newVisitor(baseUrl: string, slug = SLUG): Promise<Visitor> {
  const response = await fetch(`${baseUrl}/partners/${slug}/book`);
  if (!response.ok) throw new Error(`GET the landing page: ${response.status}`);
  return landingVisitor(slug, response.headers.getSetCookie(), await response.text());
}

/** The visitor a landing page answer makes: its Set-Cookie headers and its HTML (CSRF meta, start-up props). */
export function landingVisitor(slug: string, setCookies: readonly string[], html: string): Visitor {
  const cookie = setCookies.map((c) => c.split(';')[0]).join('; ');
  const csrf = /<meta name="csrf-token" content="([^"]*)"/.exec(html)?.[1];
  const props = /<script type="application\/json" id="react-app-props"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!cookie || !csrf || !props) throw new Error('The landing page gave no session cookie, CSRF token or props');
  const booking = fieldOf(JSON.parse(props), 'booking');
  if (!isRecord(booking)) throw new Error('The landing page props carry no booking');
  return { slug, cookie, csrf, booking };
}

/**
 * A run ends with saves in flight: the server applies them but the load generator never reads the
 * answers, so each visitor's copy is one revision behind. One save per visitor between runs (outside
 * the measurement) fetches the current booking (200, or 409 with it) so the next run starts clean.
 */
export async function resync(baseUrl: string, visitors: Visitor[]): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const visitor of visitors) {
    const response = await fetch(`${baseUrl}/api/v1/booking`, {
      method: 'PUT',
      headers: saveHeaders(visitor),
      body: JSON.stringify({ booking: visitor.booking }),
    });
    const body: unknown = await response.json();
    const booking = answeredBooking(response.status, body);
    if (booking) visitor.booking = booking;
    else throw new Error(`Resync save answered ${response.status}: ${JSON.stringify(body)}`);
  }
}

/** The booking a save answered: the body itself on 200, its `booking` on 409; null for anything else. */
export function answeredBooking(status: number, body: unknown): Record<string, unknown> | null {
  const booking = status === 200 ? body : status === 409 ? fieldOf(body, 'booking') : undefined;
  return isRecord(booking) ? booking : null;
}

/** Steps a save alternates between: from each, the flow's edge leads to a step the visit is not at. */
const COUNTED_STEPS = ['landing', 'services'] as const;

/**
 * The body of a bench save: the visitor's latest booking with another bedroom count (so the server re-prices), sent
 * from the landing page or the services step by turns (by revision), so every save moves the visit in the partner's
 * insights and appends its moves (docs/PERFORMANCE.md, "API": the saves are counted, the worst case for counting).
 */
export function benchSaveBody(booking: Record<string, unknown>, edit: number): string {
  const revision = typeof booking.revision === 'number' ? booking.revision : 0;
  return JSON.stringify({ booking: { ...booking, bedrooms: (edit % 4) + 1, currentStep: COUNTED_STEPS[revision % 2] } });
}
