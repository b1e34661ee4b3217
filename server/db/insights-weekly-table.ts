/**
 * The insights counts summed by week (Monday to Sunday), so a long report reads a week's cells once instead of seven
 * times (docs/PERFORMANCE.md, "Insights report"). Nothing writes it but the database itself: a trigger on
 * insights_counts adds every change of a daily count to its week's row in the same statement (drizzle/0013), so the two
 * always agree and a save sends no more statements than before. Same columns and CHECKs as the daily counts
 * (./insights-tables.ts), `week` (its Monday) in place of `day`.
 */
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CONVERSION, DAY_PRICE, DEVICE, SERVICE, SLUG_OF, SOURCE, STEP } from './insights-tables';

export const insightsCountsWeekly = pgTable(
  'insights_counts_weekly',
  {
    partnerSlug: text('partner_slug').notNull(),
    week: date('week', { mode: 'string' }).notNull(),
    step: text('step').notNull(),
    edge: text('edge').notNull(),
    source: text('source').notNull(),
    device: text('device').notNull(),
    service: text('service').notNull(),
    dayPrice: text('day_price').notNull(),
    conversion: text('conversion').notNull(),
    secondsBucket: smallint('seconds_bucket').notNull(),
    visits: integer('visits').notNull(),
  },
  (table) => [
    uniqueIndex('insights_counts_weekly_cell').on(
      table.partnerSlug,
      table.week,
      table.step,
      table.edge,
      table.source,
      table.device,
      table.service,
      table.dayPrice,
      table.conversion,
      table.secondsBucket,
    ),
    check('insights_counts_weekly_partner', sql.raw(SLUG_OF('partner_slug'))),
    check('insights_counts_weekly_monday', sql.raw(`extract(isodow from week) = 1`)),
    check('insights_counts_weekly_step', sql.raw(`step ~ ${STEP} and edge ~ ${STEP}`)),
    check('insights_counts_weekly_source', sql.raw(`source ~ ${SOURCE}`)),
    check('insights_counts_weekly_device', sql.raw(`device in ${DEVICE}`)),
    check('insights_counts_weekly_service', sql.raw(`service in ${SERVICE}`)),
    check('insights_counts_weekly_day_price', sql.raw(`day_price in ${DAY_PRICE}`)),
    check('insights_counts_weekly_conversion', sql.raw(`conversion in ${CONVERSION}`)),
    check('insights_counts_weekly_bucket', sql.raw('seconds_bucket between -1 and 7')),
  ],
);
