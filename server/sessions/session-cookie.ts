/**
 * The session cookie: a random id, signed, HttpOnly. SameSite=Lax at the top level (links from a partner's site
 * keep the session); in a frame (the embed on a partner's site) SameSite=None; Secure; Partitioned, so the
 * browser stores it for that site's frame even with third-party cookies blocked (docs/DECISIONS.md, "Embedding").
 */
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

/**
 * In a cross-site frame: a cookie that is not SameSite=None is never sent, and Partitioned (CHIPS) is what
 * Chrome keeps with third-party cookies blocked. Both need Secure, always set: browsers drop it over plain http
 * except on localhost and 127.0.0.1, which Chromium and Firefox count as secure.
 */
export const framedSessionCookieOptions: CookieSerializeOptions = {
  ...sessionCookieOptions,
  sameSite: 'none',
  secure: true,
  partitioned: true,
};
