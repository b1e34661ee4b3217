/** The session cookie: a random id, signed, HttpOnly, SameSite=Lax (top-level links from a partner's site keep the session). */
import type { CookieSerializeOptions } from '@fastify/cookie';

export const SESSION_COOKIE = 'booking_session';

/** A booking should survive closing the browser; 30 days covers the time from quote to move. */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export const sessionCookieOptions: CookieSerializeOptions = {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  // Secure over https (directly, or behind a proxy with TRUST_PROXY), plain over local http.
  secure: 'auto',
  signed: true,
  maxAge: MAX_AGE_SECONDS,
};
