/**
 * The expiry rule for what visitors left behind (docs/DECISIONS.md, "Server, sessions, hardening, abuse and privacy"). A session is
 * abandoned once nobody can use it any more: its cookie lives 30 days from the last page load, and
 * `last_seen_at` is older than that plus a day's margin. Of an abandoned session, the bookings that never
 * converted and have not changed within the same time are deleted (a booking with a Stripe customer is kept,
 * like a converted one); then the session itself, once no booking refers to it. Converted bookings and their
 * sessions are never deleted; the event log has its own retention (purge-old-events.ts).
 *
 * One statement under a transaction-scoped advisory lock: safe to run from every process on one PostgreSQL
 * (the others skip while one runs) and idempotent (a second run finds nothing).
 */
import { sql } from 'drizzle-orm';
import type { AppDb } from './app-database';
import { executeRows, firstRowCount } from './execute-rows';
import { fieldOf } from '../../core/is-record';

/** The session cookie's 30 days plus a day's margin for clocks and requests in flight. */
export const ABANDONED_AFTER_DAYS = 31;
/** Any fixed number; only this clean-up takes it (the migrations take 725_001). */
const EXPIRY_LOCK_KEY = 725_002;

export interface ExpiryResult {
  /** false: another process was cleaning up at that moment, nothing was done here. */
  ran: boolean;
  bookings: number;
  sessions: number;
}

export async function expireAbandoned(db: AppDb, days = ABANDONED_AFTER_DAYS): Promise<ExpiryResult> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${EXPIRY_LOCK_KEY}) as locked`);
    if (!fieldOf(executeRows(lock)[0], 'locked')) return { ran: false, bookings: 0, sessions: 0 };
    const cutoff = sql`now() - make_interval(days => ${days})`;
    const counted = await tx.execute<{ bookings: number; sessions: number }>(sql`
      with abandoned as (
        select id from sessions where last_seen_at < ${cutoff}
      ), deleted_bookings as (
        delete from bookings b
        where b.session_id in (select id from abandoned)
          and b.conversion_type is null
          and b.updated_at < ${cutoff}
          and not exists (select 1 from stripe_customers c where c.booking_id = b.id)
        returning b.id
      ), deleted_sessions as (
        delete from sessions s
        where s.id in (select id from abandoned)
          and not exists (select 1 from bookings b where b.session_id = s.id and b.id not in (select id from deleted_bookings))
        returning s.id
      )
      select (select count(*) from deleted_bookings)::int as bookings, (select count(*) from deleted_sessions)::int as sessions`);
    return { ran: true, bookings: firstRowCount(counted, 'bookings'), sessions: firstRowCount(counted, 'sessions') };
  });
}
