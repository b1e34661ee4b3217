/**
 * `npm run bench:api`: only the `PUT /api/v1/booking` figures of `npm run bench`, for working on the
 * server without the browser runs (about a minute per database). Same server, same load, same budget check:
 * the embedded database, and with DATABASE_URL PostgreSQL served by POSTGRES_PROCESSES (2) processes
 * (WEB_CONCURRENCY). Env: BENCH_DIST=<dir> an existing build (the server needs its host page),
 * BENCH_API_SECONDS (default 20), DATABASE_URL. With DATABASE_URL and pgbench on PATH, `pgbench -N` runs on the same
 * PostgreSQL right after, and each database's most saves a second is printed as a ratio of its tps beside that ratio's
 * budget. Every figure is printed beside its budget (bench/budgets.ts); exits 1 listing every miss.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { reportApi, type ApiRuns } from './api-report';
import { BUDGETS, POSTGRES_PROCESSES } from './budgets';
import { buildForBench } from './build-for-bench';
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

const work = mkdtempSync(join(tmpdir(), 'funnel-api-bench-'));
try {
  const distDir = process.env.BENCH_DIST ? resolve(process.env.BENCH_DIST) : join(work, 'dist');
  if (!process.env.BENCH_DIST) buildForBench(distDir);
  const seconds = Number(process.env.BENCH_API_SECONDS ?? 20);
  const results: ApiRuns = {};
  results.embedded = await measureOn(distDir, join(work, 'data'), seconds);
  if (process.env.DATABASE_URL)
    results.postgres = await measureOn(distDir, join(work, 'data-pg'), seconds, process.env.DATABASE_URL, POSTGRES_PROCESSES);
  else console.log('DATABASE_URL is not set: PostgreSQL and pgbench not measured.');
  const tps = process.env.DATABASE_URL ? pgbenchTps(process.env.DATABASE_URL) : undefined;
  const misses = reportApi(results, tps);
  if (tps) console.log('(pgbench -N: 16 clients, 2 threads, 10 s, on the same PostgreSQL right after the saves)');
  if (misses.length > 0) {
    console.error(`\nOver budget (docs/PERFORMANCE.md):\n  ${misses.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('Every budget of the booking API is met.');
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
