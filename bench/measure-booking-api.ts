import autocannon, { type AutocannonClient, type AutocannonResult } from 'autocannon';

const SLUG = 'bayside-movers';

/** A visitor as the browser is one: the session cookie, the page's CSRF token and its booking. */
interface Visitor {
  cookie: string;
  csrf: string;
  booking: Record<string, unknown>;
}

export interface ApiRun {
  connections: number;
  durationS: number;
  /** Requested rate (req/s) or null for as fast as the server answers. */
  overallRate: number | null;
  requestsPerSecond: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

async function newVisitor(baseUrl: string): Promise<Visitor> {
  const response = await fetch(`${baseUrl}/partners/${SLUG}/book`);
  if (!response.ok) throw new Error(`GET the landing page: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const html = await response.text();
  const csrf = /<meta name="csrf-token" content="([^"]*)"/.exec(html)?.[1];
  const props = /<script type="application\/json" id="react-app-props"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!cookie || !csrf || !props) throw new Error('The landing page gave no session cookie, CSRF token or props');
  return { cookie, csrf, booking: (JSON.parse(props) as { booking: Record<string, unknown> }).booking };
}

/**
 * Each connection is one visitor (own session and booking) saving again and again, each save
 * based on the revision the previous answer returned, as the browser's store does; so no save
 * is stale by construction. A 409 would still carry the current booking, and the next save
 * builds on it. Every save changes the bedroom count, so the server re-prices each time.
 */
function visitorClient(visitors: Visitor[]) {
  let next = 0;
  return (client: AutocannonClient) => {
    // The visitor keeps its latest booking across runs, so a new run starts at the current revision.
    const visitor = visitors[next++ % visitors.length]!;
    let edits = 0;
    client.setRequests([
      {
        method: 'PUT',
        path: '/api/v1/booking',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          cookie: visitor.cookie,
          'x-csrf-token': visitor.csrf,
          'x-partner-slug': SLUG,
          'sec-fetch-site': 'same-origin',
        },
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ booking: { ...visitor.booking, bedrooms: (edits++ % 4) + 1 } }) }),
        onResponse: (status, body) => {
          if (status === 200) visitor.booking = JSON.parse(body) as Record<string, unknown>;
          else if (status === 409) visitor.booking = (JSON.parse(body) as { booking: Record<string, unknown> }).booking;
        },
      },
    ]);
  };
}

/**
 * A run ends with saves in flight: the server applies them but autocannon never reads the answers,
 * so each visitor's copy is one revision behind. One save per visitor between runs (outside the
 * measurement) fetches the current booking (200, or 409 with it) so the next run starts clean.
 */
async function resync(baseUrl: string, visitors: Visitor[]): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const visitor of visitors) {
    const response = await fetch(`${baseUrl}/api/v1/booking`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', accept: 'application/json', cookie: visitor.cookie, 'x-csrf-token': visitor.csrf, 'x-partner-slug': SLUG },
      body: JSON.stringify({ booking: visitor.booking }),
    });
    const body = (await response.json()) as Record<string, unknown> & { booking?: Record<string, unknown> };
    if (response.status === 200) visitor.booking = body;
    else if (response.status === 409 && body.booking) visitor.booking = body.booking;
    else throw new Error(`Resync save answered ${response.status}: ${JSON.stringify(body)}`);
  }
}

function summary(result: AutocannonResult, connections: number, overallRate: number | null): ApiRun {
  return {
    connections,
    durationS: result.duration,
    overallRate,
    // 2xx answers only, per second of the run.
    requestsPerSecond: result['2xx'] / result.duration,
    p50Ms: result.latency.p50,
    p90Ms: result.latency.p90,
    p99Ms: result.latency.p99,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * PUT /api/v1/booking with autocannon: a 3 s warm-up, then `connections` visitors for
 * `durationS` seconds as fast as the server answers, then the same at a fixed `rate` (DESIGN.md
 * section 9's 500 req/s) for its p99. Latency percentiles are over all answers; `non2xx` says
 * whether any were not 2xx (none expected).
 */
export async function measureBookingApi(baseUrl: string, options = { connections: 50, durationS: 20, rate: 500 }): Promise<{ max: ApiRun; atRate: ApiRun }> {
  const visitors: Visitor[] = [];
  for (let i = 0; i < options.connections; i++) visitors.push(await newVisitor(baseUrl));
  const run = (durationS: number, overallRate?: number) =>
    autocannon({ url: baseUrl, connections: options.connections, duration: durationS, timeout: 10, overallRate, setupClient: visitorClient(visitors) });
  await run(3);
  await resync(baseUrl, visitors);
  const max = summary(await run(options.durationS), options.connections, null);
  await resync(baseUrl, visitors);
  const atRate = summary(await run(options.durationS, options.rate), options.connections, options.rate);
  return { max, atRate };
}
