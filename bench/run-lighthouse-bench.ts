/**
 * `npm run bench:lighthouse`: only the Lighthouse part of `npm run bench` (bench/measure-lighthouse.ts), for work on
 * the pages. Env: BENCH_DIST=<dir> an existing build; LIGHTHOUSE_PAGES a comma-separated list of page names (default
 * all: bench/measure-lighthouse.ts). Exits 1 when a Lighthouse budget of docs/PERFORMANCE.md is missed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { lighthouseBudgetMisses } from './budgets';
import { buildForBench } from './build-for-bench';
import { LIGHTHOUSE_PAGES, measureLighthouse } from './measure-lighthouse';
import { printLighthouse } from './print-lighthouse';
import { startBenchServer } from './start-bench-server';

const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
const unknown = only?.filter((name) => !LIGHTHOUSE_PAGES.includes(name)) ?? [];
if (unknown.length > 0)
  throw new Error(`LIGHTHOUSE_PAGES names no such page: ${unknown.join(', ')} (known: ${LIGHTHOUSE_PAGES.join(', ')})`);

const work = mkdtempSync(join(tmpdir(), 'funnel-lighthouse-bench-'));
try {
  const distDir = process.env.BENCH_DIST ? resolve(process.env.BENCH_DIST) : join(work, 'dist');
  if (!process.env.BENCH_DIST) buildForBench(distDir);
  const server = await startBenchServer({ distDir, dataDir: join(work, 'data') });
  let pages;
  try {
    pages = await measureLighthouse(
      server.url,
      process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim()),
    );
  } finally {
    await server.stop();
  }
  printLighthouse(pages);
  const misses = lighthouseBudgetMisses(pages);
  if (misses.length > 0) {
    console.error(`Over budget (docs/PERFORMANCE.md):\n  ${misses.join('\n  ')}`);
    process.exitCode = 1;
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
