/**
 * Where a visit came from, as one word of a small vocabulary (docs/PARTNERS.md, "Reading the insights report"): the ad click's kind, else
 * the campaign's source and medium when they are ones we know, else the partner site that framed the funnel, else
 * direct. Read from the booking's marketing fields (core/marketing-fields.ts) or the page's query, which carry the
 * same names. A value we do not know becomes 'other', so nothing a link's author typed reaches the counts.
 */

const CLICK_IDS: readonly (readonly [string, string])[] = [
  ['gclid', 'google'],
  ['gbraid', 'google'],
  ['wbraid', 'google'],
  ['fbclid', 'facebook'],
  ['msclkid', 'microsoft'],
  ['ttclid', 'tiktok'],
];

const KNOWN_SOURCES = new Set([
  'google',
  'bing',
  'facebook',
  'instagram',
  'tiktok',
  'youtube',
  'yelp',
  'nextdoor',
  'angi',
  'thumbtack',
  'newsletter',
  'email',
  'partner',
]);

const MEDIUMS: Readonly<Record<string, string>> = {
  cpc: 'paid',
  ppc: 'paid',
  paid: 'paid',
  paidsearch: 'paid',
  paid_social: 'paid',
  display: 'display',
  email: 'email',
  newsletter: 'email',
  social: 'social',
  organic: 'organic',
  referral: 'referral',
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/** The host of an origin such as 'https://www.example.com', or null. */
function hostOf(origin: string): string | null {
  try {
    return new URL(origin).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * `fields`: utm_*, the click ids and hostPageOrigin; `embedOrigins`: the partner's embed.allowedOrigins, the only
 * hosts a bucket may name.
 */
export function sourceBucket(fields: Readonly<Record<string, unknown>>, embedOrigins: readonly string[] = []): string {
  const click = CLICK_IDS.find(([name]) => text(fields[name]) !== '');
  if (click) return `click:${click[1]}`;
  const source = text(fields.utm_source);
  const medium = text(fields.utm_medium);
  if (source || medium) {
    const known = KNOWN_SOURCES.has(source) ? source : 'other';
    return `utm:${known}/${MEDIUMS[medium] ?? (medium ? 'other' : 'none')}`;
  }
  const host = hostOf(text(fields.hostPageOrigin));
  if (host) {
    const allowed = embedOrigins.map(hostOf).includes(host);
    return `embed:${allowed ? host : 'other'}`;
  }
  return 'direct';
}
