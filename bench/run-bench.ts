/**
 * `npm run bench` (docs/PERFORMANCE.md; not part of `npm test`): builds the app, starts the real
 * server on the embedded database in a temp DATA_DIR (and on PostgreSQL when DATABASE_URL is
 * set, served by POSTGRES_PROCESSES processes), measures in headless Chromium, with Lighthouse and with
 * autocannon, prints a table and writes bench/results.json. How each figure is taken: docs/PERFORMANCE.md.
 *
 * Env: BENCH_DIST=<dir> measures an existing build instead of building; BENCH_RUNS (landing
 * loads, default 5); BENCH_API_SECONDS (default 20); CHROMIUM (default /usr/bin/chromium).
 * Exits 1 when a budget of docs/PERFORMANCE.md is not met.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { apiBudgetMisses, BUDGETS, lighthouseBudgetMisses, POSTGRES_PROCESSES } from './budgets';
import { buildForBench } from './build-for-bench';
import { launchChromium } from './launch-chromium';
import { measureAvailability } from './measure-availability';
import type { ApiRun } from './api-run';
import { measureBookingApi } from './measure-booking-api';
import { measureDelivery, type DeliveryRun } from './measure-delivery';
import { measureFairDelivery } from './measure-fair-delivery';
import { measureFunnel, type FunnelResult } from './measure-funnel';
import { measureLandingVitals, THROTTLING, type LandingVitals } from './measure-landing-vitals';
import { measureLighthouse, type LighthousePage } from './measure-lighthouse';
import { printLighthouse } from './print-lighthouse';
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

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

function printTable(title: string, rows: (string | number)[][]): void {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  console.log(`\n${title}`);
  rows.forEach((row, index) => {
    console.log(row.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]!) : String(cell).padStart(widths[i]!))).join('  '));
    if (index === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  });
}

function report(
  funnel: FunnelResult,
  vitals: LandingVitals,
  midStep: LandingVitals,
  api: Record<string, { max: ApiRun; atRate: ApiRun }>,
): string[] {
  printTable('JavaScript and CSS, gzip (landing: before any interaction; per step: a fresh load, and what arriving by Next added)', [
    ['route', 'JS cold', 'CSS cold', 'JS added', 'CSS added'],
    ['landing, before interaction', kb(funnel.landing.jsGzip), kb(funnel.landing.cssGzip), '-', '-'],
    ['landing, app started', kb(funnel.landingStarted.jsGzip), kb(funnel.landingStarted.cssGzip), '-', '-'],
    ...funnel.steps.map((s) => [s.path, kb(s.cold.jsGzip), kb(s.cold.cssGzip), kb(s.added.jsGzip), kb(s.added.cssGzip)]),
  ]);
  printTable(`Landing page, phone 390x844, CPU x${THROTTLING.cpuSlowdown}, fast 3G (median of ${vitals.runs.length})`, [
    ['figure', 'median', 'runs'],
    ['LCP', ms(vitals.lcpMs), vitals.runs.map((r) => r.lcpMs.toFixed(0)).join(' ')],
    ['CLS', vitals.cls.toFixed(3), vitals.runs.map((r) => r.cls.toFixed(3)).join(' ')],
    [
      'submit pressed at once -> messages',
      vitals.answeredSubmitMs === null ? '-' : ms(vitals.answeredSubmitMs),
      vitals.runs.map((r) => r.answeredSubmitMs?.toFixed(0) ?? '-').join(' '),
    ],
    ['TBT', ms(vitals.tbtMs), vitals.runs.map((r) => r.tbtMs.toFixed(0)).join(' ')],
    ['FCP', ms(vitals.fcpMs), vitals.runs.map((r) => r.fcpMs.toFixed(0)).join(' ')],
    ['TTI (approx.)', ms(vitals.ttiMs), vitals.runs.map((r) => r.ttiMs.toFixed(0)).join(' ')],
    ['blocking, all long tasks', ms(vitals.blockingAllMs), vitals.runs.map((r) => r.blockingAllMs.toFixed(0)).join(' ')],
  ]);
  printTable(`${MID_STEP}, phone 390x844, same profile, for a session that saved the landing step (median of ${midStep.runs.length})`, [
    ['figure', 'median', 'runs'],
    ['LCP', ms(midStep.lcpMs), midStep.runs.map((r) => r.lcpMs.toFixed(0)).join(' ')],
    ['CLS', midStep.cls.toFixed(3), midStep.runs.map((r) => r.cls.toFixed(3)).join(' ')],
    ['FCP', ms(midStep.fcpMs), midStep.runs.map((r) => r.fcpMs.toFixed(0)).join(' ')],
    ['TBT', ms(midStep.tbtMs), midStep.runs.map((r) => r.tbtMs.toFixed(0)).join(' ')],
  ]);
  printTable(`Step transitions over the whole funnel (${funnel.nextToPaintMs.count} Next presses, desktop, no throttling)`, [
    ['from', 'median', 'p90', 'max'],
    ['Next pressed -> heading painted', ms(funnel.nextToPaintMs.median), ms(funnel.nextToPaintMs.p90), ms(funnel.nextToPaintMs.max)],
    ['route changed -> heading painted', ms(funnel.routeToPaintMs.median), ms(funnel.routeToPaintMs.p90), ms(funnel.routeToPaintMs.max)],
  ]);
  printTable('PUT /api/v1/booking (50 visitors: autocannon as fast as answers come, then paced at a steady rate)', [
    ['database, load', 'req/s (2xx)', 'p50', 'p90', 'p99', '2xx', 'non-2xx', 'errors'],
    ...Object.entries(api).flatMap(([database, runs]) =>
      [runs.max, runs.atRate].map((r) => [
        `${database}, ${r.overallRate === null ? 'max' : `${r.overallRate} req/s`}`,
        r.requestsPerSecond.toFixed(0),
        ms(r.p50Ms),
        ms(r.p90Ms),
        ms(r.p99Ms),
        r.ok,
        r.non2xx,
        r.errors + r.timeouts,
      ]),
    ),
  ]);

  const over: string[] = [];
  if (funnel.landingStarted.jsGzip > BUDGETS.landingJsGzipBytes)
    over.push(`landing JavaScript ${kb(funnel.landingStarted.jsGzip)} > ${kb(BUDGETS.landingJsGzipBytes)}`);
  if (vitals.lcpMs > BUDGETS.landingLcpMs) over.push(`landing LCP ${ms(vitals.lcpMs)} > ${BUDGETS.landingLcpMs} ms`);
  for (const [name, page] of [
    ['landing', vitals],
    [MID_STEP, midStep],
  ] as const) {
    if (page.cls > BUDGETS.cls) over.push(`${name} CLS ${page.cls.toFixed(3)} > ${BUDGETS.cls}`);
  }
  if (vitals.answeredSubmitMs === null || vitals.answeredSubmitMs > BUDGETS.answeredSubmitMs) {
    over.push(
      `landing answered a submit in ${vitals.answeredSubmitMs === null ? 'no run' : ms(vitals.answeredSubmitMs)} > ${BUDGETS.answeredSubmitMs} ms`,
    );
  }
  if (funnel.routeToPaintMs.median > BUDGETS.stepTransitionMs)
    over.push(`step render median ${ms(funnel.routeToPaintMs.median)} > ${BUDGETS.stepTransitionMs} ms`);
  if (api.embedded) over.push(...apiBudgetMisses('embedded', api.embedded, BUDGETS.apiEmbeddedMaxRate));
  if (api.postgres) over.push(...apiBudgetMisses(`PostgreSQL, ${POSTGRES_PROCESSES} processes`, api.postgres, BUDGETS.apiPostgresMaxRate));
  return over;
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
    let lighthousePages: LighthousePage[];
    const api: Record<string, { max: ApiRun; atRate: ApiRun }> = {};
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
    } else {
      console.log('DATABASE_URL is not set: PostgreSQL not measured.');
    }

    console.log('Converting 50 bookings, each timed to its webhook...');
    const delivery: DeliveryRun = await measureDelivery(50);
    console.log("Summit's endpoint hanging: 30 Summit conversions, then 3 Bayside ones...");
    const fair = await measureFairDelivery(30, 3);
    console.log('GET /api/v1/availability for 62 days with 10,000 stored bookings...');
    const availability = await measureAvailability(distDir);
    const over = report(funnel, vitals, midStep, api);
    printLighthouse(lighthousePages);
    over.push(...lighthouseBudgetMisses(lighthousePages));
    printTable('Conversion to webhook delivery (50 pay-later conversions, embedded database)', [
      ['figure', 'p50', 'p95', 'max', 'budget p95'],
      ['conversion to delivery', ms(delivery.p50Ms), ms(delivery.p95Ms), ms(delivery.maxMs), `${BUDGETS.deliveryP95Ms} ms`],
    ]);
    if (delivery.p95Ms > BUDGETS.deliveryP95Ms) over.push(`conversion to delivery p95 ${ms(delivery.p95Ms)} > ${BUDGETS.deliveryP95Ms} ms`);
    printTable("Fair delivery (Summit's endpoint hangs; Bayside's webhooks and every email)", [
      ['figure', 'p50', 'p95', 'max', 'budget p95'],
      [`${fair.deliveries} deliveries`, ms(fair.p50Ms), ms(fair.p95Ms), ms(fair.maxMs), `${BUDGETS.deliveryP95Ms} ms`],
    ]);
    if (fair.p95Ms > BUDGETS.deliveryP95Ms) over.push(`fair delivery p95 ${ms(fair.p95Ms)} > ${BUDGETS.deliveryP95Ms} ms`);
    console.log(`availability p50 ${ms(availability.p50Ms)}, p95 ${ms(availability.p95Ms)}`);
    if (availability.p95Ms > BUDGETS.availabilityP95Ms)
      over.push(`availability p95 ${ms(availability.p95Ms)} > ${BUDGETS.availabilityP95Ms} ms`);
    const results = {
      measuredAt: new Date().toISOString(),
      machine: { node: process.version, cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length },
      build: process.env.BENCH_DIST ? `existing build in ${process.env.BENCH_DIST}` : 'fresh vite build',
      budgets: BUDGETS,
      bundles: { landingBeforeInteraction: funnel.landing, landingStarted: funnel.landingStarted, steps: funnel.steps },
      landing: { throttling: THROTTLING, ...vitals },
      [MID_STEP]: { throttling: THROTTLING, ...midStep },
      lighthouse: lighthousePages,
      stepTransitions: { nextToPaintMs: funnel.nextToPaintMs, routeToPaintMs: funnel.routeToPaintMs, samples: funnel.transitions },
      bookingApi: api,
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
