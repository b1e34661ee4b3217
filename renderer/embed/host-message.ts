/**
 * What the funnel tells the page that embeds it (docs/EMBED.md): steps, the conversion and its height.
 * Never a name, email, phone or address: the host page's analytics see a step id, a reference and a price.
 */
export type HostMessage =
  /**
   * `path`: the step's address on the funnel's host, where /embed.js reopens the frame after a reload; `headingTop`: how
   * far below the frame's top the step's heading is (CSS pixels), which /embed.js brings to the top of the screen.
   */
  | { event: 'funnel:step'; step: string; index: number; path: string; headingTop: number }
  /** `redirect`: the partner's page the booking ends on (absolute), or null; /embed.js takes the host page there. */
  | { event: 'funnel:converted'; reference: string | null; type: string; value: number | null; currency: 'USD'; redirect: string | null }
  /** `headingTop` as in funnel:step: a new step's heading moves as its view loads, and /embed.js follows it. */
  | { event: 'funnel:resize'; height: number; headingTop: number };
