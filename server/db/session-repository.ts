/** Sessions in the database, so every server process knows every visitor (DESIGN section 5). */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AppDb } from './app-database';
import { sessions } from './schema';

/** What a request needs of its session. */
export interface SessionRecord {
  id: string;
  csrfToken: string;
}

/** 32 random bytes: unguessable ids and tokens. */
function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function createSession(db: AppDb): Promise<SessionRecord> {
  const record = { id: randomToken(), csrfToken: randomToken() };
  await db.insert(sessions).values(record);
  return record;
}

export async function findSession(db: AppDb, id: string): Promise<SessionRecord | null> {
  const rows = await db
    .select({ id: sessions.id, csrfToken: sessions.csrfToken })
    .from(sessions)
    .where(eq(sessions.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** Marks the session used; called on page loads only, so a save costs no extra write. */
export async function touchSession(db: AppDb, id: string): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, id));
}
