import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDb } from '../db/app-database';
import { createSession, touchSession, type SessionRecord } from '../db/session-repository';
import { readSession } from './read-session';
import { SESSION_COOKIE, sessionCookieOptions } from './session-cookie';

/** Page loads start a session when there is none; the cookie is refreshed so it lives 30 days from the last visit. */
export async function ensureSession(request: FastifyRequest, reply: FastifyReply, db: AppDb): Promise<SessionRecord> {
  const existing = await readSession(request, db);
  const session = existing ?? (await createSession(db));
  if (existing) await touchSession(db, existing.id);
  reply.setCookie(SESSION_COOKIE, session.id, sessionCookieOptions);
  return session;
}
