/**
 * Sessions are created lazily (docs/DECISIONS.md, "Server, sessions, hardening, abuse and privacy"): a page load without a cookie gets a
 * new random id in a signed cookie and a CSRF token derived from it, and nothing reaches the database until
 * the visitor's first save stores the row (storeSession). Rows made before lazy sessions keep their own token.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDb } from '../db/app-database';
import { findSession, storeSession, touchSession } from '../db/session-repository';
import { csrfTokenFor } from './csrf-token-for';
import { isFramedRequest } from './is-framed-request';
import { unsignedSessionId } from './unsigned-session-cookie';
import { framedSessionCookieOptions, SESSION_COOKIE, sessionCookieOptions } from './session-cookie';

/** A visitor's session as a request sees it. */
export interface VisitorSession {
  id: string;
  csrfToken: string;
  /** A row exists in `sessions` (the visitor saved at least once). */
  stored: boolean;
}

export interface VisitorSessions {
  /** The session the signed cookie names (stored or not), or null without a valid cookie; never writes. */
  fromCookie(request: FastifyRequest): Promise<VisitorSession | null>;
  /** Page loads: the cookie's session or a new one, with the cookie (re)set for 30 days (partitioned in a frame); never inserts. */
  forPage(request: FastifyRequest, reply: FastifyReply): Promise<VisitorSession>;
  /** Stores the row before the session's first booking (idempotent: two tabs may race). */
  store(session: VisitorSession): Promise<void>;
}

export function createVisitorSessions(db: AppDb, secret: string): VisitorSessions {
  const lookup = async (id: string): Promise<VisitorSession> => {
    const row = await findSession(db, id);
    return row ? { ...row, stored: true } : { id, csrfToken: csrfTokenFor(secret, id), stored: false };
  };

  const fromCookie = async (request: FastifyRequest): Promise<VisitorSession | null> => {
    const id = unsignedSessionId(request);
    return id ? lookup(id) : null;
  };

  return {
    fromCookie,
    async forPage(request, reply) {
      const existing = await fromCookie(request);
      if (existing?.stored) await touchSession(db, existing.id);
      const id = existing?.id ?? randomBytes(32).toString('base64url');
      reply.setCookie(SESSION_COOKIE, id, isFramedRequest(request) ? framedSessionCookieOptions : sessionCookieOptions);
      return existing ?? { id, csrfToken: csrfTokenFor(secret, id), stored: false };
    },
    async store(session) {
      await storeSession(db, { id: session.id, csrfToken: session.csrfToken });
      session.stored = true;
    },
  };
}
