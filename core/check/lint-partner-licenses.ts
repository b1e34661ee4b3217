import type { DescribedError } from './describe-schema-errors';

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The copy key of the state's consumer booklet link (core/copy/default-frame-copy.ts). */
const BOOKLET_KEY = 'frame.consumerBookletUrl';

/**
 * What the partner schema cannot say about a partner's licences and legal links (docs/PARTNERS.md, "Licences and
 * texting"): the consumer booklet's link must be an https:// address (customers open it from every page and email).
 * The formats of the USDOT and MC numbers and each state permit's authority are the schema's.
 */
export function lintPartnerLicenses(data: Readonly<Record<string, unknown>>): DescribedError[] {
  const copy = isObject(data.copy) ? data.copy : {};
  const booklet = copy[BOOKLET_KEY];
  if (typeof booklet !== 'string' || booklet === '' || /^https:\/\/[^\s/]+\.[^\s]+$/.test(booklet)) return [];
  return [
    {
      pointer: `/copy/${BOOKLET_KEY}`,
      message: `the consumer booklet link "${booklet}" must be an https:// address, e.g. "https://www.cpuc.ca.gov/movers"`,
    },
  ];
}

/**
 * Warnings, not errors (npm run check prints them and still passes): a partner without any licence number shows none,
 * where interstate movers must show their USDOT and MC numbers and states such as California their permit.
 */
export function partnerLicenseWarnings(data: unknown): DescribedError[] {
  if (!isObject(data)) return [];
  const licenses = isObject(data.licenses) ? data.licenses : {};
  const state = Array.isArray(licenses.state) ? licenses.state : [];
  if (licenses.usdot || licenses.mc || state.length > 0) return [];
  return [
    {
      pointer: '/licenses',
      message:
        'no licences: the funnel, emails and invites show no USDOT, MC or state permit number; interstate movers must show their USDOT and MC numbers and states such as California their permit (docs/PARTNERS.md, "Licences and texting")',
    },
  ];
}
