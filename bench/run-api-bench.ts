/**
 * `npm run bench:api`: only the `PUT /api/v1/booking` figures of `npm run bench`, for working on the
 * server without the browser runs (about a minute per database). Same server, same load, same budget check:
 * the embedded database, and with DATABASE_URL PostgreSQL served by POSTGRES_PROCESSES (2) processes
 * (WEB_CONCURRENCY). Env: BENCH_DIST=<dir> an existing build (the server needs its host page),
 * BENCH_API_SECONDS (default 20), DATABASE_URL. With DATABASE_URL and pgbench on PATH, `pgbench -N` runs on the same
 * PostgreSQL right after, and each database's most saves a second is printed as a ratio of its tps.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { apiBudgetMisses, BUDGETS, POSTGRES_PROCESSES } from './budgets';
import { buildForBench } from './build-for-bench';
import type { ApiRun } from './api-run';
import { measureBookingApi } from './measure-booking-api';
import { pgbenchTps } from './pgbench-beside';
import { startBenchServer } from './start-bench-server';

async function measureOn(distDir: string, dataDir: string, seconds: number, databaseUrl?: string, processes = 1) {
  const server = await startBenchServer({ distDir, dataDir, databaseUrl, processes });
  let run;
  try {
    run = await measureBookingApi(server.url, { connections: 50, durationS: seconds, rate: BUDGETS.apiRate });
  } finally {
    await server.stop();
  }
  const walSyncs = server.walSyncs();
  // Every save is answered after the fsync of its commit; grouped, one fsync covers the saves that arrived together.
  if (walSyncs !== undefined) console.log(`embedded database: ${walSyncs} WAL fsyncs for ${run.max.ok + run.atRate.ok} acknowledged saves`);
  return run;
}

const line = (name: string, r: ApiRun) =>
  `${name.padEnd(22)} ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${r.p50Ms.toFixed(1)} ms  p90 ${r.p90Ms.toFixed(1)} ms  p99 ${r.p99Ms.toFixed(1)} ms  non-2xx ${r.non2xx}  errors ${r.errors + r.timeouts}`;

const work = mkdtempSync(join(tmpdir(), 'funnel-api-bench-'));
try {
  const distDir = process.env.BENCH_DIST ? resolve(process.env.BENCH_DIST) : join(work, 'dist');
  if (!process.env.BENCH_DIST) buildForBench(distDir);
  const seconds = Number(process.env.BENCH_API_SECONDS ?? 20);
  const results: Record<string, { max: ApiRun; atRate: ApiRun }> = {};
  results.embedded = await measureOn(distDir, join(work, 'data'), seconds);
  if (process.env.DATABASE_URL)
    results.postgres = await measureOn(distDir, join(work, 'data-pg'), seconds, process.env.DATABASE_URL, POSTGRES_PROCESSES);
  else console.log('DATABASE_URL is not set: PostgreSQL not measured.');
  const tps = process.env.DATABASE_URL ? pgbenchTps(process.env.DATABASE_URL) : undefined;
  for (const [database, { max, atRate }] of Object.entries(results)) {
    const name = database === 'postgres' ? `postgres x${POSTGRES_PROCESSES}` : database;
    const ratio = tps ? `  (${(max.requestsPerSecond / tps).toFixed(2)} of pgbench)` : '';
    console.log(line(`${name}, max`, max) + ratio);
    console.log(line(`${name}, ${BUDGETS.apiRate} req/s`, atRate));
  }
  if (tps) console.log(`pgbench -N, 16 clients, 10 s, same PostgreSQL right after: ${tps.toFixed(0)} tps`);
  const misses = [
    ...apiBudgetMisses('embedded', results.embedded, BUDGETS.apiEmbeddedMaxRate),
    ...(results.postgres
      ? apiBudgetMisses(`PostgreSQL, ${POSTGRES_PROCESSES} processes`, results.postgres, BUDGETS.apiPostgresMaxRate)
      : []),
  ];
  if (misses.length > 0) {
    console.error(`Over budget (docs/PERFORMANCE.md):\n  ${misses.join('\n  ')}`);
    process.exitCode = 1;
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
