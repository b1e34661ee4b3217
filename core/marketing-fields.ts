/**
 * The booking fields a lead's `marketing` carries (schemas/lead.schema.json, docs/LEADS.md): the campaign
 * (utm_*), the ad platforms' click ids, and for an embedded funnel the partner page that framed it. All come
 * from query parameters: the funnel's own address, or the host page's, which /embed.js passes on.
 */
export const MARKETING_FIELDS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'gbraid',
  'wbraid',
  'fbclid',
  'msclkid',
  'ttclid',
  'hostPageOrigin',
  'hostPagePath',
] as const;
