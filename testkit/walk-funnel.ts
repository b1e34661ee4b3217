import type { Page } from 'playwright-core';
import {
  ADDRESSES,
  chooseMoveDate,
  chooseService,
  DESTINATION_DETAILS,
  enterAddress,
  fillContents,
  fillLanding,
  fillPropertyDetails,
  HEADINGS,
  ORIGIN_DETAILS,
  type Address,
} from './funnel-steps';

export type Slug = 'bayside-movers' | 'summit-moving';

export interface Walk {
  slug: Slug;
  wide: boolean;
  /** Only bayside-movers (labor-only moves allowed) asks; summit-moving is always full service. */
  service?: 'Full service' | 'Labor only';
  origin: Address;
  destination?: Address;
  /** Query string for the landing page, e.g. '?serviceType=labor_only'. */
  query?: string;
}

/** The walk most browser tests take: a full-service bayside-movers move from San Francisco to Cupertino. */
export function baysideFullService(wide: boolean): Walk {
  return { slug: 'bayside-movers', wide, service: 'Full service', origin: ADDRESSES.sanFrancisco, destination: ADDRESSES.cupertino };
}

/** From the landing page through the origin details (where labor-only bookings are checked). */
export async function walkThroughOrigin(page: Page, walk: Walk): Promise<void> {
  await page.goto(`/partners/${walk.slug}/book${walk.query ?? ''}`);
  await fillLanding(page);
  if (walk.slug === 'bayside-movers') await chooseService(page, walk.service ?? 'Full service');
  await chooseMoveDate(page, walk.wide);
  await enterAddress(page, HEADINGS.originAddress, walk.origin.typed, walk.origin.suggestion);
  await fillPropertyDetails(page, HEADINGS.originPropertyDetails, ORIGIN_DETAILS);
}

/** The destination address (where full-service bookings are checked). */
export async function enterDestination(page: Page, destination: Address): Promise<void> {
  await enterAddress(page, HEADINGS.destinationAddress, destination.typed, destination.suggestion, 'Single family house');
}

/** A whole serviceable walk up to the summary. */
export async function walkToSummary(page: Page, walk: Walk): Promise<void> {
  await walkThroughOrigin(page, walk);
  if (walk.service !== 'Labor only') {
    await enterDestination(page, walk.destination ?? ADDRESSES.cupertino);
    await fillPropertyDetails(page, 'Tell us about your new home', DESTINATION_DETAILS);
  }
  await fillContents(page);
}
