/**
 * `npm run bench` (docs/PERFORMANCE.md; not part of `npm test`): builds the app, starts the real
 * server on the embedded database in a temp DATA_DIR (and on PostgreSQL when DATABASE_URL is
 * set, served by POSTGRES_PROCESSES processes), measures in headless Chromium, with Lighthouse and with
 * autocannon (then `pgbench -N` on that PostgreSQL when it is on PATH), prints tables with every figure beside its
 * budget (bench/budgets.ts) and writes bench/results.json. How each figure is taken: docs/PERFORMANCE.md.
 *
 * Env: BENCH_DIST=<dir> measures an existing build instead of building; BENCH_RUNS (landing
 * loads and typings, default 5); BENCH_API_SECONDS (default 20); CHROMIUM (default /usr/bin/chromium).
 * Exits 1 when a budget of docs/PERFORMANCE.md is not met, listing every miss.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { reportApi, type ApiRuns } from './api-report';
import { BUDGETS, lighthouseBudgetMisses, POSTGRES_PROCESSES } from './budgets';
import { reportBrowser } from './browser-report';
import { buildForBench } from './build-for-bench';
import { launchChromium } from './launch-chromium';
import { measureAvailability } from './measure-availability';
import { measureBookingApi } from './measure-booking-api';
import { measureDelivery } from './measure-delivery';
import { measureFairDelivery } from './measure-fair-delivery';
import { measureFirstKey, type FirstKeyResult } from './measure-first-key';
import { measureFunnel, type FunnelResult } from './measure-funnel';
import { measureLandingVitals, type LandingVitals } from './measure-landing-vitals';
import { measureLighthouse, type LighthousePage } from './measure-lighthouse';
import { measurePhoneTransitions, type PhoneTransitions } from './measure-phone-transitions';
import { pgbenchTps } from './pgbench-beside';
import { THROTTLING } from './phone-profile';
import { printLighthouse } from './print-lighthouse';
import { reportServer } from './server-report';
import { startBenchServer } from './start-bench-server';
import { fillLanding } from '../testkit/funnel-steps';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The mid-funnel step measured like the landing page. */
const MID_STEP = 'move-date';

/** Saves the landing step for this browser context's session, so the mid-funnel step is where it would be. */
async function saveLanding(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/partners/summit-moving/book`);
  await fillLanding(page);
  await page.waitForURL('**/book/move-date');
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'funnel-bench-'));
  const distDir = process.env.BENCH_DIST ? resolve(process.env.BENCH_DIST) : join(work, 'dist');
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const apiSeconds = Number(process.env.BENCH_API_SECONDS ?? 20);
  try {
    if (!process.env.BENCH_DIST) buildForBench(distDir);
    const server = await startBenchServer({ distDir, dataDir: join(work, 'data') });
    let funnel: FunnelResult;
    let vitals: LandingVitals;
    let midStep: LandingVitals;
    let firstKey: FirstKeyResult;
    let phoneTransitions: PhoneTransitions;
    let lighthousePages: LighthousePage[];
    const api: ApiRuns = {};
    let tps: number | undefined;
    try {
      const browser = await launchChromium();
      try {
        console.log('Walking the funnel...');
        funnel = await measureFunnel(browser, server.url);
        console.log(`Loading the landing page ${runs} times, throttled...`);
        vitals = await measureLandingVitals(browser, `${server.url}/partners/bayside-movers/book`, runs, { pressSubmit: 'Get your Quote' });
        console.log(`Loading ${MID_STEP} ${runs} times, throttled...`);
        midStep = await measureLandingVitals(browser, `${server.url}/partners/summit-moving/book/${MID_STEP}`, runs, {
          prepare: (page) => saveLanding(page, server.url),
        });
        console.log(`Typing into the landing page at once ${runs} times, throttled...`);
        firstKey = await measureFirstKey(browser, `${server.url}/partners/bayside-movers/book`, runs);
        console.log(`Walking the funnel on the phone, CPU x${THROTTLING.cpuSlowdown}...`);
        phoneTransitions = await measurePhoneTransitions(browser, server.url);
      } finally {
        await browser.close();
      }
      console.log('Lighthouse on the landing, move-date, summary and complete pages...');
      lighthousePages = await measureLighthouse(server.url);
      console.log(`PUT /api/v1/booking on the embedded database for ${apiSeconds} s, then at 500 req/s...`);
      api.embedded = await measureBookingApi(server.url, { connections: 50, durationS: apiSeconds, rate: BUDGETS.apiRate });
    } finally {
      await server.stop();
    }
    if (process.env.DATABASE_URL) {
      const pg = await startBenchServer({
        distDir,
        dataDir: join(work, 'data-pg'),
        databaseUrl: process.env.DATABASE_URL,
        processes: POSTGRES_PROCESSES,
      });
      try {
        console.log(`PUT /api/v1/booking on PostgreSQL, ${POSTGRES_PROCESSES} server processes, for ${apiSeconds} s, then at 500 req/s...`);
        api.postgres = await measureBookingApi(pg.url, { connections: 50, durationS: apiSeconds, rate: BUDGETS.apiRate });
      } finally {
        await pg.stop();
      }
      console.log('pgbench -N on the same PostgreSQL (when pgbench is on PATH)...');
      tps = pgbenchTps(process.env.DATABASE_URL);
    } else {
      console.log('DATABASE_URL is not set: PostgreSQL and pgbench not measured.');
    }

    console.log('Converting 50 bookings, each timed to its webhook...');
    const delivery = await measureDelivery(50);
    console.log("Summit's endpoint hanging: 30 Summit conversions, then 3 Bayside ones...");
    const fair = await measureFairDelivery(30, 3);
    console.log('GET /api/v1/availability for 62 days with 10,000 stored bookings...');
    const availability = await measureAvailability(distDir);
    const over = [
      ...reportBrowser({ funnel, vitals, midStep: { name: MID_STEP, vitals: midStep }, firstKey, phoneTransitions }),
      ...reportApi(api, tps),
    ];
    printLighthouse(lighthousePages);
    over.push(...lighthouseBudgetMisses(lighthousePages), ...reportServer(delivery, fair, availability));
    const results = {
      measuredAt: new Date().toISOString(),
      machine: { node: process.version, cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length },
      build: process.env.BENCH_DIST ? `existing build in ${process.env.BENCH_DIST}` : 'fresh vite build',
      budgets: BUDGETS,
      bundles: { landingBeforeInteraction: funnel.landing, landingStarted: funnel.landingStarted, steps: funnel.steps },
      landing: { throttling: THROTTLING, ...vitals },
      [MID_STEP]: { throttling: THROTTLING, ...midStep },
      firstKey: { throttling: THROTTLING, ...firstKey },
      lighthouse: lighthousePages,
      stepTransitions: { nextToPaintMs: funnel.nextToPaintMs, routeToPaintMs: funnel.routeToPaintMs, samples: funnel.transitions },
      phoneStepTransitions: { cpuSlowdown: THROTTLING.cpuSlowdown, ...phoneTransitions },
      bookingApi: api,
      pgbenchTps: tps ?? null,
      conversionToDelivery: delivery,
      fairDelivery: fair,
      availability,
      overBudget: over,
    };
    writeFileSync(join(ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log('\nWrote bench/results.json');
    if (over.length > 0) {
      console.error(`\nOver budget (docs/PERFORMANCE.md):\n  ${over.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log('Every budget of docs/PERFORMANCE.md is met.');
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
