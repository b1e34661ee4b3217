/**
 * Saves at a steady rate (an open model: arrivals do not wait for answers), for the budget of docs/PERFORMANCE.md,
 * "p99 under 50 ms at 500 requests/s". autocannon's own rate mode cannot say that: each connection
 * fires its whole second's quota back to back when the second starts, so 500 req/s arrive as one
 * burst, and its coordinated-omission correction takes `1 / rate` (seconds) as milliseconds, adding
 * a synthetic sample for every millisecond a response took (autocannon 8, lib/run.js).
 *
 * Here request i is due at start + i / rate. It goes to a visitor with no save in flight (each
 * visitor saves one at a time, on the revision its last answer returned, as the browser does); when
 * all are busy it waits. Its latency runs from when it was due, so waiting counts (no coordinated
 * omission). Keep-alive connections, at most one per visitor.
 */
import { Agent, request } from 'node:http';
import { percentile } from './median';
import type { ApiRun } from './api-run';
import { answeredBooking, benchSaveBody, saveHeaders, type Visitor } from './visitor';

interface Answer {
  status: number;
  body: string;
}

function put(agent: Agent, baseUrl: URL, visitor: Visitor, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: baseUrl.hostname,
        port: baseUrl.port,
        method: 'PUT',
        path: '/api/v1/booking',
        headers: { ...saveHeaders(visitor), 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export async function pacedSaves(baseUrl: string, visitors: Visitor[], options: { rate: number; durationS: number }): Promise<ApiRun> {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: visitors.length });
  const idle = [...visitors];
  const waiting: (() => void)[] = [];
  const latencies: number[] = [];
  let ok = 0;
  let non2xx = 0;
  let errors = 0;
  let edits = 0;

  const nextIdleVisitor = async (): Promise<Visitor> => {
    while (idle.length === 0) await new Promise<void>((resolve) => waiting.push(resolve));
    return idle.shift()!;
  };

  async function save(dueAt: number): Promise<void> {
    const visitor = await nextIdleVisitor();
    try {
      const body = benchSaveBody(visitor.booking, edits++);
      const answer = await put(agent, url, visitor, body);
      latencies.push(performance.now() - dueAt);
      if (answer.status === 200) {
        ok++;
        visitor.booking = answeredBooking(answer.status, JSON.parse(answer.body)) ?? visitor.booking;
      } else {
        non2xx++;
        if (answer.status === 409) visitor.booking = answeredBooking(answer.status, JSON.parse(answer.body)) ?? visitor.booking;
      }
    } catch {
      errors++;
    } finally {
      idle.push(visitor);
      waiting.shift()?.();
    }
  }

  const total = Math.round(options.rate * options.durationS);
  const intervalMs = 1000 / options.rate;
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    // Every request due by now goes out; a late timer sends them together but each keeps its due time.
    while (sent < total && start + sent * intervalMs <= now) inFlight.push(save(start + sent++ * intervalMs));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, start + sent * intervalMs - performance.now())));
  }
  await Promise.all(inFlight);
  const elapsedS = (performance.now() - start) / 1000;
  agent.destroy();
  return {
    load: 'paced',
    connections: visitors.length,
    durationS: elapsedS,
    overallRate: options.rate,
    requestsPerSecond: ok / elapsedS,
    p50Ms: percentile(latencies, 50),
    p90Ms: percentile(latencies, 90),
    p99Ms: percentile(latencies, 99),
    ok,
    non2xx,
    errors,
    timeouts: 0,
  };
}
