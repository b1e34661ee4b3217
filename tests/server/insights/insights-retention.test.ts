/**
 * The insights keep each partner's counts as long as its `insights.retentionMonths` says, 13 months by default: the
 * app's hourly 'insights purge' job (server/jobs/app-jobs.ts, on the app's clock) deletes older days, their weeks'
 * sums, and the places of visits that started before then, and nothing of another partner or of a later day. The counts
 * are appended as moves and folded by the app's 'insights fold' job, which runs before the purge in the same pass.
 */
import { describe, expect, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import { addDays } from '../../../core/capacity/calendar-date';
import { MOVE_COLUMNS } from '../../../server/db/insight-moves-sql';
import { insightsMoves } from '../../../server/db/insights-moves-table';
import { openDatabase } from '../../../server/db/open-database';
import { readInsightRows } from '../../../server/insights/read-insight-rows';
import { testApp, testPartners } from '../helpers/test-app';

/** Both partners' today (America/Los_Angeles) is 2026-12-01. */
const NOW = new Date('2026-12-01T20:00:00Z');
const DAYS = ['2025-10-31', '2025-11-01', '2026-09-30', '2026-10-01', '2026-12-01'];

describe('insights retention', () => {
  it("deletes each partner's counts from before its retention, 13 months unless it says otherwise", { timeout: 120_000 }, async () => {
    const database = await openDatabase({ kind: 'pglite' });
    const partners = testPartners().map((partner) =>
      partner.slug === 'harbor-hauling' ? { ...partner, insights: { retentionMonths: 2 } } : partner,
    );
    expect(partners.find((partner) => partner.slug === 'bayside-movers')?.insights?.retentionMonths).toBeUndefined();
    let now = NOW;
    const app = testApp(database, { partners, clock: { now: () => now } });
    try {
      await app.ready();
      for (const slug of ['bayside-movers', 'harbor-hauling'])
        for (const day of DAYS)
          await database.db.execute(
            sql`insert into ${MOVE_COLUMNS} values (${slug}, ${day}::date, '(start)', 'landing', 'direct', 'phone', 'none', 'no date', 'none', -1, 7)`,
          );
      const kept = async (slug: string) => {
        const days: string[] = [];
        for (const day of DAYS) if ((await readInsightRows(database.db, slug, day, day)).length > 0) days.push(day);
        return days;
      };
      const weeks = async (slug: string) =>
        (
          (await database.db.execute(
            sql`select week::text as week, visits from insights_counts_weekly where partner_slug = ${slug} order by week`,
          )) as unknown as { rows: { week: string; visits: number }[] }
        ).rows;
      expect(await kept('harbor-hauling')).toEqual(DAYS);

      // The job's first run is due 5 minutes after the app starts.
      now = new Date(NOW.getTime() + 6 * 60_000);
      await app.jobs.runOnce();
      expect(await kept('bayside-movers')).toEqual(['2025-11-01', '2026-09-30', '2026-10-01', '2026-12-01']);
      expect(await kept('harbor-hauling')).toEqual(['2026-10-01', '2026-12-01']);
      // The fold took every move into the counts before the purge ran.
      expect(await database.db.select({ n: count() }).from(insightsMoves)).toEqual([{ n: 0 }]);
      // 2026-09-30 was a Wednesday: its week's sum is gone with it; the week of 2026-10-01 (Thursday) holds that day only.
      expect(await weeks('harbor-hauling')).toEqual([
        { week: '2026-09-28', visits: 7 },
        { week: '2026-11-30', visits: 7 },
      ]);
      expect((await readInsightRows(database.db, 'harbor-hauling', addDays('2026-10-01', -10), '2026-12-01'))[0]?.visits).toBe(14);

      // An hour later the job runs again and deletes nothing more.
      now = new Date(now.getTime() + 61 * 60_000);
      await app.jobs.runOnce();
      expect(await kept('bayside-movers')).toEqual(['2025-11-01', '2026-09-30', '2026-10-01', '2026-12-01']);
      expect(await kept('harbor-hauling')).toEqual(['2026-10-01', '2026-12-01']);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
