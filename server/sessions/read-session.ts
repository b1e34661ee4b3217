import type { FastifyRequest } from 'fastify';
import type { AppDb } from '../db/app-database';
import { findSession, type SessionRecord } from '../db/session-repository';
import { SESSION_COOKIE } from './session-cookie';

/** The session named by the request's cookie, or null when the cookie is absent, forged or unknown. */
export async function readSession(request: FastifyRequest, db: AppDb): Promise<SessionRecord | null> {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  return findSession(db, unsigned.value);
}
