/**
 * `npm run bench:insights`: a 90-day insights report over 1 million counted visits must answer in under a second
 * (docs/PERFORMANCE.md, "Budgets"). Seeds the counts (./seed-insight-counts.ts) into an embedded database in memory, or
 * into PostgreSQL with DATABASE_URL (a fresh database there is the caller's: the bench adds rows for bayside-movers),
 * then times the report as `npm run insights` makes it, five times, whole and cut by day price. A benchmark, not a test:
 * it prints the figures, the CPU time and the machine's load, and exits 1 when the median misses the budget.
 */
import { cpus, loadavg } from 'node:os';
import { systemClock } from '../core/clock';
import { partnerToday } from '../core/capacity/partner-today';
import { timeZoneOf } from '../core/capacity/time-zone-of';
import { openDatabase } from '../server/db/open-database';
import { makeInsightsReport } from '../server/insights/make-insights-report';
import { loadPartners } from '../server/partners/load-partners';
import { BUDGETS } from './budgets';
import { median } from './median';
import { seedInsightCounts } from './seed-insight-counts';

const VISITS = Number(process.env.INSIGHTS_VISITS) || 1_000_000;
const DAYS = 90;
const RUNS = 5;

const partner = loadPartners(new URL('../partners', import.meta.url).pathname).partners.find(
  (candidate) => candidate.slug === 'bayside-movers',
)!;
const url = process.env.DATABASE_URL?.trim();
const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite' });
try {
  const now = systemClock.now();
  const seeding = performance.now();
  const rows = await seedInsightCounts(database.db, partner.slug, partnerToday(now, timeZoneOf(partner)), DAYS, VISITS);
  console.log(
    `${database.kind}: ${VISITS.toLocaleString('en-US')} visits over ${DAYS} days in ${rows.toLocaleString('en-US')} rows, seeded in ${Math.round(performance.now() - seeding)} ms`,
  );
  const results: Record<string, number> = {};
  for (const by of [null, 'dayPrice'] as const) {
    const times: number[] = [];
    const cpu: number[] = [];
    let starts = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const used = process.cpuUsage();
      const report = await makeInsightsReport(database.db, partner, { days: DAYS, by, now });
      times.push(performance.now() - started);
      const { user, system } = process.cpuUsage(used);
      cpu.push((user + system) / 1000);
      starts = report.funnel.starts;
    }
    const label = by ? `90-day report by ${by}` : '90-day report';
    results[label] = median(times);
    console.log(
      `${label}: median ${Math.round(median(times))} ms (runs ${times.map((time) => Math.round(time)).join(', ')} ms; CPU ${Math.round(median(cpu))} ms), ${starts.toLocaleString('en-US')} starts`,
    );
  }
  // The machine is shared: how busy it was is part of the figure (the CPU time above is this process's, the embedded
  // database's thread included, PostgreSQL's own work not).
  console.log(
    `load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(', ')} on ${cpus().length} cores`,
  );
  const worst = Math.max(...Object.values(results));
  if (worst > BUDGETS.insightsReportMs) {
    console.error(`insights report ${Math.round(worst)} ms > ${BUDGETS.insightsReportMs} ms`);
    process.exitCode = 1;
  } else console.log(`budget ${BUDGETS.insightsReportMs} ms: met`);
} finally {
  await database.close();
}
