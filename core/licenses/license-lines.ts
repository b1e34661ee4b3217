import type { Partner } from '../partner';

/** A partner file's `licenses` (schemas/partner.schema.json). */
export type PartnerLicenses = NonNullable<Partner['licenses']>;

/**
 * The partner's operating authority as every page, email and invite shows it (docs/PARTNERS.md, "Licences and texting"):
 * "USDOT 3012345", "MC 1023456", then each state permit as its authority and number ("CPUC MTR 0190000"). Empty without any.
 */
export function licenseLines(licenses: PartnerLicenses | undefined): string[] {
  if (!licenses) return [];
  return [
    ...(licenses.usdot ? [`USDOT ${licenses.usdot}`] : []),
    ...(licenses.mc ? [`MC ${licenses.mc}`] : []),
    ...(licenses.state ?? []).map((permit) => `${permit.authority} ${permit.number}`),
  ];
}

/** The lines in one: "USDOT 3012345 · MC 1023456 · CPUC MTR 0190000", or '' without any. */
export function licenseText(licenses: PartnerLicenses | undefined): string {
  return licenseLines(licenses).join(' · ');
}
