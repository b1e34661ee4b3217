import type { ServerPartner } from '../../partners/server-partner';

/** The content id of the logo an email carries inline. */
export const LOGO_CID = 'partner-logo';

/**
 * Where an email's logo comes from: an https:// logo by its address; a logo under public/ (`/partners/<slug>/logo.svg`)
 * attached inline (the transport reads the file) and shown as `cid:`.
 */
export function emailLogo(partner: ServerPartner): { src: string; inline?: { cid: string; publicPath: string } } | undefined {
  const logo = partner.logo;
  if (!logo) return undefined;
  if (logo.startsWith('https://')) return { src: logo };
  return { src: `cid:${LOGO_CID}`, inline: { cid: LOGO_CID, publicPath: logo } };
}
