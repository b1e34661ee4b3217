import type { Booking } from './booking';
import type { PublicPartner } from './booking-wire';
import { addDays } from './capacity/calendar-date';
import { funnelDefinition } from './funnel-definition';
import { summaryStep } from './summary-step';

/**
 * The filled-in booking of the partner preview (/partners/{slug}/preview), near the partner's first depot, its move
 * five weeks after the partner's `today` ('YYYY-MM-DD') so the calendar shows a selectable day. Not priced: the server
 * prices it with the partner's rates, capacity and fees (server/pages/preview-booking.ts), as it prices every booking.
 */
export function previewSampleBooking(partner: Pick<PublicPartner, 'locations' | 'state'>, today: string): Booking {
  const depot = partner.locations[0];
  const city = depot?.city ?? 'Springfield';
  const state = depot?.state ?? partner.state;
  const zip = depot?.zip ?? '00000';
  const booking: Booking = {
    revision: 0,
    currentStep: summaryStep(funnelDefinition).id,
    locationId: depot?.id ?? null,
    location: depot ? { ...depot } : null,
    firstName: 'Dana',
    lastName: 'Rivera',
    email: 'dana@example.com',
    phone: '(415) 555-0199',
    contactPreference: ['email'],
    serviceType: 'full_service',
    moveDate: addDays(today, 35),
    timeOfDay: 'morning',
    originAddress: `100 Main St, ${city}, ${state} ${zip}`,
    originStreet: '100 Main St',
    originCity: city,
    originState: state,
    originPostalCode: zip,
    originCountry: 'US',
    originLat: depot?.lat ?? null,
    originLng: depot?.lng ?? null,
    originPropertyType: 'apartment',
    originUnitNumber: '4B',
    originSquareFootage: 1250,
    originFloors: 3,
    originElevator: false,
    originDistanceToTruck: 50,
    destinationAddress: `200 Oak Ave, ${city}, ${state} ${zip}`,
    destinationStreet: '200 Oak Ave',
    destinationCity: city,
    destinationState: state,
    destinationPostalCode: zip,
    destinationCountry: 'US',
    destinationLat: depot?.lat ?? null,
    destinationLng: depot?.lng ?? null,
    destinationPropertyType: 'single_family_house',
    destinationFloors: 2,
    destinationElevator: false,
    destinationDistanceToTruck: 100,
    bedrooms: 2,
    bathrooms: 1,
    livingRooms: 1,
    kitchens: 1,
    diningRooms: 0,
    uprightPianos: 1,
    refrigerators: 1,
    notes: 'Please call when you are 10 minutes away.',
    distance: 18,
    // The complete page opened without a status shows the pay-later variant, not the 404 page.
    conversionType: 'pay_later',
    termsAccepted: false,
  };
  return booking;
}
