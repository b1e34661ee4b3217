/**
 * Bookings as the funnel leaves them, step by step, for server tests: what each step's form stores,
 * with addresses as the address widget stores them (the coordinates are the browser's claim only).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { funnelDefinition } from '../core/flow/funnel-definition';
import { loadPartners } from '../server/partners/load-partners';
import { publicPartner } from '../server/partners/public-partner';
import { completeBooking } from './complete-booking';

type Fields = Record<string, unknown>;

/** A US address the offline ZIP data knows, stored under `origin` or `destination`. */
export function address(prefix: 'origin' | 'destination', line: string, claims: Fields = {}): Fields {
  const match = /^(.*), ([^,]+), ([A-Z]{2}) (\d{5})$/.exec(line);
  if (!match) throw new Error(`Not a 'street, city, ST 12345' line: ${line}`);
  const [, street, city, state, zip] = match;
  return {
    [`${prefix}Address`]: line,
    [`${prefix}Street`]: street,
    [`${prefix}City`]: city,
    [`${prefix}State`]: state,
    [`${prefix}PostalCode`]: zip,
    [`${prefix}Country`]: 'US',
    [`${prefix}Lat`]: 37.5,
    [`${prefix}Lng`]: -122.2,
    [`${prefix}PlaceId`]: `offline:${zip}:${street}`,
    ...Object.fromEntries(Object.entries(claims).map(([field, value]) => [`${prefix}${field}`, value])),
  };
}

/**
 * A move date at least `days` from today, local calendar: the flow books only between today + 3 and
 * today + 365 days (docs/FUNNEL.md#business-constants), so a fixed date would expire. Moved on to the next
 * Wednesday, a day both demo partners work (no Sunday closing, no blackout) and Bayside prices without a date rule.
 */
export function moveDateIn(days: number): string {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  day.setDate(day.getDate() + ((3 - day.getDay() + 7) % 7));
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** Bookings that may each take a crew converted together: one per week, so none meets a full day. */
const MOST_WEEKLY_MOVE_DATES = 50;

/** The `index`-th of such bookings: the same booking on a Wednesday `index` weeks after the earliest bookable one. */
export function onItsOwnWeek(booking: Fields, index: number): Fields {
  if (index >= MOST_WEEKLY_MOVE_DATES) throw new Error(`At most ${MOST_WEEKLY_MOVE_DATES} weekly move dates fit the bookable year`);
  return { ...booking, moveDate: moveDateIn(4 + 7 * index) };
}

export const SAN_FRANCISCO = '500 Market St, San Francisco, CA 94105';
export const OAKLAND = '100 Grand Ave, Oakland, CA 94612';
export const SAN_DIEGO = '1200 Harbor Dr, San Diego, CA 92101';
export const NEW_YORK = '350 5th Ave, New York, NY 10118';
export const DENVER = '1600 Glenarm Pl, Denver, CO 80202';
export const BOULDER = '1300 Pearl St, Boulder, CO 80302';

/** What each step stores, by step id, for a full-service move from San Francisco to Oakland. */
export const STEP_VALUES: Record<string, Fields> = {
  landing: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '(415) 555-0100', contactPreference: ['email'] },
  services: { serviceType: 'full_service' },
  moveDate: { moveDate: moveDateIn(30), timeOfDay: 'morning' },
  originAddress: { ...address('origin', SAN_FRANCISCO), originPropertyType: 'apartment' },
  originPropertyDetails: {
    originUnitNumber: '4B',
    originFloors: 2,
    originSquareFootage: 1000,
    originDistanceToTruck: 50,
    originElevator: false,
  },
  destinationAddress: { ...address('destination', OAKLAND), destinationPropertyType: 'single_family_house' },
  destinationPropertyDetails: { destinationFloors: 1, destinationDistanceToTruck: 50, destinationElevator: false },
  moveContentsLivingAreas: { bedrooms: 2, bathrooms: 1, livingRooms: 1, kitchens: 1, diningRooms: 0 },
  moveContentsOther: { garageSpaces: 0 },
  specialtyItemsAppliances: { refrigerators: 1 },
  specialtyItemsFurniture: { uprightPianos: 0 },
  specialtyItemsOther: { lightSafes: 0 },
  additionalNotes: { notes: 'Fragile mirror' },
  // The server sets termsAcceptedAt on the save (its own time); it is here for bookings a test stores directly.
  checkout: { termsAccepted: true, termsAcceptedAt: '2026-11-01T12:00:00.000Z' },
};

// A path, not a URL object: jsdom's URL (component tests import this file too) is not Node's.
const bayside = loadPartners(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../partners')).partners.find(
  (partner) => partner.slug === 'bayside-movers',
)!;

/**
 * Every step's values: a booking the funnel lets convert (a Bay Area move for bayside-movers). What a step asks
 * beyond STEP_VALUES (a step added later) is answered from the step files (testkit/complete-booking.ts), so a
 * correct new step breaks no test that converts this booking.
 */
export const COMPLETE_BOOKING: Fields = completeBooking(funnelDefinition, Object.assign({}, ...Object.values(STEP_VALUES)) as Fields, {
  // The partner as the flow's conditions read it (no secrets, no crews).
  partner: publicPartner(bayside) as unknown as Fields,
  today: new Date(),
});

/** The Colorado version for summit-moving (CO, no labor-only moves): Denver to Boulder. */
export const COMPLETE_COLORADO_BOOKING: Fields = {
  ...COMPLETE_BOOKING,
  ...address('origin', DENVER),
  ...address('destination', BOULDER),
};
