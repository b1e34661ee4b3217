import autocannon, { type AutocannonClient, type AutocannonResult } from 'autocannon';
import type { ApiRun } from './api-run';
import { pacedSaves } from './paced-saves';
import { answeredBooking, benchSaveBody, newVisitor, resync, saveHeaders, type Visitor } from './visitor';

/**
 * Each connection is one visitor (own session and booking) saving again and again, each save
 * based on the revision the previous answer returned, as the browser's store does; so no save
 * is stale by construction. A 409 would still carry the current booking, and the next save
 * builds on it. Every save changes the bedroom count, so the server re-prices each time, and moves the visit in the
 * partner's insights (benchSaveBody), so every save is counted.
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
        headers: saveHeaders(visitor),
        setupRequest: (request) => ({ ...request, body: benchSaveBody(visitor.booking, edits++) }),
        onResponse: (status, body) => {
          if (status === 200 || status === 409) visitor.booking = answeredBooking(status, JSON.parse(body)) ?? visitor.booking;
        },
      },
    ]);
  };
}

function summary(result: AutocannonResult, connections: number): ApiRun {
  return {
    load: 'autocannon',
    connections,
    durationS: result.duration,
    overallRate: null,
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
 * PUT /api/v1/booking: a 3 s warm-up, then `connections` visitors for `durationS` seconds as fast as
 * the server answers (autocannon: the throughput), then the same visitors at a steady `rate`
 * (the 500 req/s of docs/PERFORMANCE.md, paced: the latency the budget speaks of). Latency percentiles
 * are over all answers; `non2xx` says whether any were not 2xx (none expected).
 */
export async function measureBookingApi(
  baseUrl: string,
  options = { connections: 50, durationS: 20, rate: 500 },
): Promise<{ max: ApiRun; atRate: ApiRun }> {
  const visitors: Visitor[] = [];
  for (let i = 0; i < options.connections; i++) visitors.push(await newVisitor(baseUrl));
  const run = (durationS: number) =>
    autocannon({ url: baseUrl, connections: options.connections, duration: durationS, timeout: 10, setupClient: visitorClient(visitors) });
  await run(3);
  await resync(baseUrl, visitors);
  const max = summary(await run(options.durationS), options.connections);
  await resync(baseUrl, visitors);
  const atRate = await pacedSaves(baseUrl, visitors, { rate: options.rate, durationS: options.durationS });
  return { max, atRate };
}
