/**
 * GET /api/v1/availability for 62 days on the embedded database holding 10,000 stored bookings, about 1,800 of them
 * with a crew taken (every crew of Bayside's year), asked by a visitor whose booking is priced: the handler's latency
 * through Fastify's inject, p95 of sequential calls (docs/PERFORMANCE.md, budget 20 ms). Each call asks a window of its
 * own, so none is answered from the few seconds' cache of a range (server/capacity/partner-availability.ts).
 */
import { sql } from 'drizzle-orm';
import { addDays } from '../core/capacity/calendar-date';
import { buildApp } from '../server/build-app';
import { loadConfig } from '../server/config/load-config';
import { openDatabase } from '../server/db/open-database';
import { loadPartners } from '../server/partners/load-partners';
import { COMPLETE_BOOKING, moveDateIn } from '../testkit/test-bookings';
import { landingVisitor, saveHeaders, SLUG } from './visitor';

export interface AvailabilityRun {
  storedBookings: number;
  crewsTaken: number;
  calls: number;
  p50Ms: number;
  p95Ms: number;
}

const UNLIMITED = { perSession: { max: 1_000_000, timeWindow: '1 minute' }, perAddress: { max: 1_000_000, timeWindow: '1 minute' } };

/** Today in UTC, as PostgreSQL's current_date counts below. */
const TODAY = new Date().toISOString().slice(0, 10);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function measureAvailability(distDir: string, calls = 300): Promise<AvailabilityRun> {
  const database = await openDatabase({ kind: 'pglite' });
  const app = buildApp({
    db: database,
    partners: loadPartners(new URL('../partners', import.meta.url).pathname).partners,
    config: loadConfig({ SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0123456789', DATA_DIR: '/nonexistent-unused' }),
    distDir,
    logger: false,
    rateLimits: UNLIMITED,
    availabilityLimits: UNLIMITED,
  });
  try {
    await app.ready();
    // The visitor as a browser starts (the landing page, then the first save), through inject as the calls below.
    const landing = await app.inject({ url: `/partners/${SLUG}/book` });
    const visitor = landingVisitor(SLUG, [landing.headers['set-cookie'] ?? []].flat(), landing.body);
    // A move date past the days asked below and inside the booking window, saved before every crew of the year is taken.
    const booking = { ...visitor.booking, ...COMPLETE_BOOKING, moveDate: moveDateIn(330) };
    const saved = await app.inject({ method: 'PUT', url: '/api/v1/booking', headers: saveHeaders(visitor), payload: { booking } });
    if (saved.statusCode !== 200) throw new Error(`the first save answered ${saved.statusCode}: ${saved.body}`);
    const db = database.db;
    await db.execute(sql`insert into sessions (id, csrf_token) select 'bench-' || n, 'x' from generate_series(1, 10000) n`);
    await db.execute(sql`
      insert into bookings (session_id, partner_slug, data, revision)
      select 'bench-' || n, 'bayside-movers',
        jsonb_build_object('moveDate', to_char(current_date + (n % 365), 'YYYY-MM-DD'), 'timeOfDay', case when n % 2 = 0 then 'morning' else 'afternoon' end), 1
      from generate_series(1, 10000) n`);
    // Every crew of Bayside's year taken, Sundays and blackouts included (the count is what the query reads).
    await db.execute(sql`
      insert into crew_claims (partner_slug, move_date, time_of_day, crew, booking_id, kind)
      select 'bayside-movers', current_date + d, t.time, t.crew, (select min(id) from bookings) + d * 5 + t.k, 'taken'
      from generate_series(0, 364) d,
        (values ('morning', 1, 0), ('morning', 2, 1), ('morning', 3, 2), ('afternoon', 1, 3), ('afternoon', 2, 4)) as t(time, crew, k)`);
    const times: number[] = [];
    for (let i = 0; i < calls + 20; i++) {
      const url = `/api/v1/availability?from=${addDays(TODAY, i)}&to=${addDays(TODAY, i + 61)}`;
      const start = performance.now();
      const response = await app.inject({ method: 'GET', url, headers: saveHeaders(visitor) });
      const elapsed = performance.now() - start;
      if (response.statusCode !== 200) throw new Error(`availability answered ${response.statusCode}: ${response.body}`);
      // The first calls warm the JIT and the query plan.
      if (i >= 20) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    return { storedBookings: 10_000, crewsTaken: 365 * 5, calls, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95) };
  } finally {
    await app.close();
    await database.close();
  }
}
