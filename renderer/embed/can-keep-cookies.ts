/**
 * Whether this frame can keep the session cookie: a partitioned test cookie is written and read back, then
 * removed. Browsers that block every cookie in a partner site's frame (Safari without partitioned cookies, a
 * browser with all third-party cookies off, a site over plain http) keep nothing, so no save would be accepted.
 */
export function canKeepCookies(doc: Document): boolean {
  const attributes = '; Path=/; SameSite=None; Secure; Partitioned';
  doc.cookie = `funnel_cookie_probe=1${attributes}`;
  const kept = doc.cookie.includes('funnel_cookie_probe=1');
  doc.cookie = `funnel_cookie_probe=${attributes}; Max-Age=0`;
  return kept;
}
