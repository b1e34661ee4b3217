/** Sessions in the database, so every server process knows every visitor who saved (docs/DEPLOY.md). */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
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

/**
 * A session's id and token never change once stored, and only sessions unused for longer than their
 * cookie lives are deleted (db/expire-abandoned.ts), so every process may keep the ones it has seen: a
 * save then costs no session query. Per database, so two apps in one process (tests) never share one.
 * 10,000 sessions are about 2 MB.
 */
const knownSessions = new WeakMap<AppDb, LRUCache<string, SessionRecord>>();

function sessionCache(db: AppDb): LRUCache<string, SessionRecord> {
  let cache = knownSessions.get(db);
  if (!cache) knownSessions.set(db, (cache = new LRUCache({ max: 10_000 })));
  return cache;
}

export async function createSession(db: AppDb): Promise<SessionRecord> {
  const record = { id: randomToken(), csrfToken: randomToken() };
  await db.insert(sessions).values(record);
  sessionCache(db).set(record.id, record);
  return record;
}

/** Stores a session made by a page load (sessions/visitor-sessions.ts) at its first save; a row already there is kept. */
export async function storeSession(db: AppDb, record: SessionRecord): Promise<void> {
  await db.insert(sessions).values(record).onConflictDoNothing({ target: sessions.id });
  // The row kept when two tabs raced has the same token: a page-load session's token is derived from its id.
  sessionCache(db).set(record.id, record);
}

export async function findSession(db: AppDb, id: string): Promise<SessionRecord | null> {
  const cache = sessionCache(db);
  const known = cache.get(id);
  if (known) return known;
  const rows = await db.select({ id: sessions.id, csrfToken: sessions.csrfToken }).from(sessions).where(eq(sessions.id, id)).limit(1);
  const found = rows[0] ?? null;
  if (found) cache.set(id, found);
  return found;
}

/** Marks the session used; called on page loads only, so a save costs no extra write. */
export async function touchSession(db: AppDb, id: string): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(sessions.id, id));
}
