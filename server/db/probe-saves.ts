/**
 * Readiness means saves would succeed (docs/DEPLOY.md): the writes a first save makes (a session, a booking,
 * its update and its event) inside one transaction that is always rolled back, so a missing or damaged
 * table, a read-only database or a lost privilege fails the check while a bare `select 1` would pass.
 * Rows carry explicit ids, so a probe takes no value from the id sequences.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDb } from './app-database';
import { bookingEvents, bookings, sessions } from './schema';

/** A serial column's values start at 1: a negative id never meets a real row. */
const PROBE_ID = -1;

class ProbeRolledBack extends Error {}

export async function probeSaves(db: AppDb): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const sessionId = `readiness-probe-${randomBytes(8).toString('hex')}`;
      await tx.insert(sessions).values({ id: sessionId, csrfToken: 'readiness-probe' });
      await tx.insert(bookings).values({ id: PROBE_ID, sessionId, partnerSlug: 'readiness-probe', data: {}, revision: 1 });
      await tx.update(bookings).set({ revision: 2, updatedAt: new Date() }).where(eq(bookings.id, PROBE_ID));
      await tx.insert(bookingEvents).values({ id: PROBE_ID, bookingId: PROBE_ID, kind: 'save', revision: 2, payload: {} });
      throw new ProbeRolledBack();
    });
  } catch (error) {
    if (!(error instanceof ProbeRolledBack)) throw error;
  }
}
