/**
 * What the funnel tells the page that embeds it (docs/EMBED.md): steps, the conversion and its height.
 * Never a name, email, phone or address: the host page's analytics see a step id, a reference and a price.
 */
export type HostMessage =
  | { event: 'funnel:step'; step: string; index: number }
  | { event: 'funnel:converted'; reference: string | null; type: string; value: number | null; currency: 'USD' }
  | { event: 'funnel:resize'; height: number };
