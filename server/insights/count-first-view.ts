/**
 * A visit's start (docs/DECISIONS.md, "Partner insights"): a page of the funnel loaded by a browser that brought no
 * session cookie is one new visit, counted by the server as `(start) → step` on the partner's today. Nothing about the
 * visitor is stored and no cookie is added for it: the page sets the same session cookie it always did, and the count
 * is one more in a cell shared with every other visit like it.
 */
import { sql } from 'drizzle-orm';
import { partnerToday } from '../../core/capacity/partner-today';
import { timeZoneOf } from '../../core/capacity/time-zone-of';
import { START, UNKNOWN_TIME_BUCKET, type DeviceClass } from '../../core/insights/insight-vocabulary';
import { sourceBucket } from '../../core/insights/source-bucket';
import type { AppDb } from '../db/app-database';
import type { ServerPartner } from '../partners/server-partner';
import { MOVE_COLUMNS } from '../db/insight-moves-sql';
import { FIRST_VIEW_CUT } from '../db/insights-first-save-ctes';
import { embedOriginsOf } from './insight-move';

export interface FirstView {
  partner: ServerPartner;
  /** The step the page shows. */
  step: string;
  /** The page's query (utm_*, click ids, hostPageOrigin). */
  query: Readonly<Record<string, unknown>>;
  device: DeviceClass;
  now: Date;
}

export async function countFirstView(db: AppDb, view: FirstView): Promise<void> {
  const { partner, step, device, now } = view;
  const day = partnerToday(now, timeZoneOf(partner));
  const source = sourceBucket(view.query, embedOriginsOf(partner));
  await db.execute(
    sql`insert into ${MOVE_COLUMNS} values (${partner.slug}, ${day}::date, ${START}, ${step}, ${source}, ${device}, ${FIRST_VIEW_CUT.service}, ${FIRST_VIEW_CUT.dayPrice}, 'none', ${UNKNOWN_TIME_BUCKET}, 1)`,
  );
}
