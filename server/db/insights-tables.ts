/**
 * Partner insights (docs/DECISIONS.md, "Partner insights"): daily counts with no personal data, and each visit's place
 * in the funnel, which the next count of the visit starts from. Every text column is held by a CHECK to the vocabulary
 * of core/insights/insight-vocabulary.ts (a step id, a source bucket, a class, a band), so neither table can take a
 * name, an email, a phone number, an address, a note or an IP address (tests/server/insights/no-personal-data.test.ts).
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { CONVERSION_VALUES, DAY_PRICE_BANDS, DEVICE_CLASSES, SERVICE_VALUES } from '../../core/insights/insight-vocabulary';
import { bookings } from '../db/schema';

/** A step id (camelCase) or one of the pseudo-steps of the vocabulary. */
export const STEP = `'^([a-z][A-Za-z]{0,39}|\\(start\\)|\\(recut\\)|\\(convert\\)|\\(done\\))$'`;
export const SOURCE = `'^(direct|click:[a-z]{1,20}|utm:[a-z]{1,20}/[a-z]{1,20}|embed:[a-z0-9.-]{1,100})$'`;
const inList = (values: readonly string[]) => `(${values.map((value) => `'${value}'`).join(', ')})`;
export const DEVICE = inList(DEVICE_CLASSES);
export const SERVICE = inList(SERVICE_VALUES);
export const DAY_PRICE = inList(DAY_PRICE_BANDS);
export const CONVERSION = inList(CONVERSION_VALUES);
/** A partner slug (partners/<slug>.json), not one that is a phone number's digits. */
export const SLUG_OF = (column: string) =>
  `${column} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(${column}) <= 63 and ${column} !~ '^[0-9-]{7,}$'`;

/** The columns of a count cell but its period (a day, or a week): fresh builders for each table. */
export const countCellColumns = () => ({
  partnerSlug: text('partner_slug').notNull(),
  step: text('step').notNull(),
  edge: text('edge').notNull(),
  source: text('source').notNull(),
  device: text('device').notNull(),
  service: text('service').notNull(),
  dayPrice: text('day_price').notNull(),
  conversion: text('conversion').notNull(),
  secondsBucket: smallint('seconds_bucket').notNull(),
  visits: integer('visits').notNull(),
});

type CellColumn = 'partnerSlug' | 'step' | 'edge' | 'source' | 'device' | 'service' | 'dayPrice' | 'conversion' | 'secondsBucket';

/** The CHECKs that hold a counts table's text to the vocabulary (the daily and weekly counts, and the moves not yet folded). */
export const countCellChecks = (name: string) => [
  check(`${name}_partner`, sql.raw(SLUG_OF('partner_slug'))),
  check(`${name}_step`, sql.raw(`step ~ ${STEP} and edge ~ ${STEP}`)),
  check(`${name}_source`, sql.raw(`source ~ ${SOURCE}`)),
  check(`${name}_device`, sql.raw(`device in ${DEVICE}`)),
  check(`${name}_service`, sql.raw(`service in ${SERVICE}`)),
  check(`${name}_day_price`, sql.raw(`day_price in ${DAY_PRICE}`)),
  check(`${name}_conversion`, sql.raw(`conversion in ${CONVERSION}`)),
  check(`${name}_bucket`, sql.raw('seconds_bucket between -1 and 7')),
];

/** A counts table's one row per cell (`period` second, after the partner) and its CHECKs. */
export const countCellRules = (name: string, table: Record<CellColumn, AnyPgColumn>, period: AnyPgColumn) => [
  uniqueIndex(`${name}_cell`).on(
    table.partnerSlug,
    period,
    table.step,
    table.edge,
    table.source,
    table.device,
    table.service,
    table.dayPrice,
    table.conversion,
    table.secondsBucket,
  ),
  ...countCellChecks(name),
];

/**
 * One row per partner, day (the partner's zone: the day the visit started), move and cut: `visits` visits moved from
 * `step` along `edge` (./../core/insights/insight-row.ts). Written only by the insights fold job, which adds the moves
 * the saves, conversions and first page views appended (./insights-moves-table.ts) to their cells.
 */
export const insightsCounts = pgTable(
  'insights_counts',
  { ...countCellColumns(), day: date('day', { mode: 'string' }).notNull() },
  (table) => countCellRules('insights_counts', table, table.day),
);

/**
 * Where each counted visit is in the funnel: the step it reached last and when, and its cut as last counted. A visit
 * is a booking (the row goes with it); it holds nothing of the booking but its internal id.
 */
export const insightsVisits = pgTable(
  'insights_visits',
  {
    bookingId: integer('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    partnerSlug: text('partner_slug').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    step: text('step').notNull(),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }).notNull(),
    source: text('source').notNull(),
    device: text('device').notNull(),
    service: text('service').notNull(),
    dayPrice: text('day_price').notNull(),
  },
  (table) => [
    index('insights_visits_day').on(table.day),
    check('insights_visits_partner', sql.raw(SLUG_OF('partner_slug'))),
    check('insights_visits_step', sql.raw(`step ~ ${STEP}`)),
    check('insights_visits_source', sql.raw(`source ~ ${SOURCE}`)),
    check('insights_visits_device', sql.raw(`device in ${DEVICE}`)),
    check('insights_visits_service', sql.raw(`service in ${SERVICE}`)),
    check('insights_visits_day_price', sql.raw(`day_price in ${DAY_PRICE}`)),
  ],
);
