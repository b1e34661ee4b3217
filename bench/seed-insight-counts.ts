/**
 * Counts as a year of real traffic leaves them, written straight into the table (not through the API): `visits` visits
 * spread over `days` days, each day's visitors split by source and device, each cohort walking the full-service or the
 * labor-only path with a chance to leave at every step, changing cut where it chooses its service and its date, and
 * spending one of four times on each step. The per-cell figures keep the funnel's identity (every start ends in an exit
 * or a conversion), so the report's arithmetic runs on realistic rows.
 */
import { sql } from 'drizzle-orm';
import { addDays } from '../core/capacity/calendar-date';
import type { AppDb } from '../server/db/app-database';
import { insightsCounts } from '../server/db/insights-tables';

const SOURCES = [
  'direct',
  'click:google',
  'click:facebook',
  'click:microsoft',
  'utm:newsletter/email',
  'embed:www.baysidemovers.example.com',
];
const DEVICES = ['phone', 'desktop', 'tablet'];
const BANDS = ['standard', 'up to +15%', 'discount'];
const FULL = [
  'landing',
  'services',
  'moveDate',
  'originAddress',
  'originPropertyDetails',
  'destinationAddress',
  'destinationPropertyDetails',
  'moveContentsLivingAreas',
  'moveContentsOther',
  'specialtyItemsAppliances',
  'specialtyItemsFurniture',
  'specialtyItemsOther',
  'additionalNotes',
  'summary',
  'checkout',
];
const LABOR = FULL.filter((step) => !step.startsWith('destination'));
/** Shares of a step's leavers by time bucket (10-30 s, 30-60 s, 1-2 min, 2-5 min). */
const BUCKETS = [
  [1, 0.4],
  [2, 0.3],
  [3, 0.2],
  [4, 0.1],
] as const;

type Row = typeof insightsCounts.$inferInsert;
const CELL = sql.raw('step, edge, source, device, service, day_price, conversion, seconds_bucket');

function cohortRows(
  base: Omit<Row, 'step' | 'edge' | 'service' | 'dayPrice' | 'conversion' | 'secondsBucket' | 'visits'>,
  visits: number,
): Row[] {
  // One row per cell, as the table's unique index has it: moves that land on the same cell add up.
  const cells = new Map<string, Row>();
  const push = (row: Row) => {
    const key = [row.step, row.edge, row.service, row.dayPrice, row.conversion, row.secondsBucket].join('|');
    const cell = cells.get(key);
    if (cell) cell.visits += row.visits;
    else cells.set(key, row);
  };
  const add = (step: string, edge: string, service: string, dayPrice: string, count: number, conversion = 'none', timed = true) => {
    if (count <= 0) return;
    if (!timed) return push({ ...base, step, edge, service, dayPrice, conversion, secondsBucket: -1, visits: count });
    let left = count;
    for (const [i, [bucket, share]] of BUCKETS.entries()) {
      const part = i === BUCKETS.length - 1 ? left : Math.floor(count * share);
      left -= part;
      if (part > 0) push({ ...base, step, edge, service, dayPrice, conversion, secondsBucket: bucket, visits: part });
    }
  };
  add('(start)', 'landing', 'none', 'no date', visits, 'none', false);
  const onToServices = Math.floor(visits * 0.7);
  add('landing', 'services', 'none', 'no date', onToServices);
  for (const [service, path, share] of [
    ['full_service', FULL, 0.55],
    ['labor_only', LABOR, 0.45],
  ] as const) {
    const chose = service === 'full_service' ? Math.floor(onToServices * share) : onToServices - Math.floor(onToServices * 0.55);
    add('services', '(recut)', 'none', 'no date', chose, 'none', false);
    add('(recut)', 'services', service, 'no date', chose, 'none', false);
    const dated = Math.floor(chose * 0.85);
    add('services', 'moveDate', service, 'no date', dated);
    for (const [b, band] of BANDS.entries()) {
      const inBand = b === BANDS.length - 1 ? dated - 2 * Math.floor(dated * 0.4) : Math.floor(dated * 0.4);
      add('moveDate', '(recut)', service, 'no date', inBand, 'none', false);
      add('(recut)', 'moveDate', service, band, inBand, 'none', false);
      let at = inBand;
      for (let i = 2; i < path.length - 1 && at > 0; i += 1) {
        const on = Math.floor(at * 0.88);
        add(path[i]!, path[i + 1]!, service, band, on);
        at = on;
      }
      add('checkout', '(convert)', service, band, Math.floor(at * 0.8), 'pay_later');
    }
  }
  return [...cells.values()];
}

/** Writes the counts of `visits` visits ending today (the partner's `today`); returns how many rows. */
export async function seedInsightCounts(db: AppDb, partnerSlug: string, today: string, days: number, visits: number): Promise<number> {
  const perCohort = Math.floor(visits / (days * SOURCES.length * DEVICES.length));
  let remainder = visits - perCohort * days * SOURCES.length * DEVICES.length;
  let written = 0;
  // The days are written as the fold leaves them (server/insights/fold-insight-moves.ts), and their weeks summed once after.
  for (let d = 0; d < days; d += 1) {
    const day = addDays(today, -d);
    const rows = SOURCES.flatMap((source) =>
      DEVICES.flatMap((device) => {
        const extra = remainder > 0 ? 1 : 0;
        remainder -= extra;
        return cohortRows({ partnerSlug, day, source, device }, perCohort + extra);
      }),
    );
    for (let i = 0; i < rows.length; i += 1000) await db.insert(insightsCounts).values(rows.slice(i, i + 1000));
    written += rows.length;
  }
  await db.execute(sql`delete from insights_counts_weekly where partner_slug = ${partnerSlug}`);
  await db.execute(
    sql`insert into insights_counts_weekly (partner_slug, week, ${CELL}, visits)
      select partner_slug, insights_week_of(day), ${CELL}, sum(visits)::int from insights_counts
      where partner_slug = ${partnerSlug} group by partner_slug, insights_week_of(day), ${CELL}`,
  );
  await db.execute(sql`analyze insights_counts`);
  await db.execute(sql`analyze insights_counts_weekly`);
  return written;
}
