import { fieldLabels } from '../../core/field-labels';
import type { Booking } from '../../core/booking';
import type { PublicPartner } from '../../core/booking-wire';
import type { Partner } from '../../core/partner';
import { estimateBooking } from '../../core/pricing/estimate-booking';
import type { PartnerPricing } from '../../core/pricing/partner-pricing';
import { summaryStep } from '../../core/summary-step';
import { funnelDefinition } from '../../core/funnel-definition';
import type { Location } from '../store/funnel-state';

/** A date five weeks ahead as 'YYYY-MM-DD', so the calendar shows a selectable day. */
function sampleMoveDate(today: Date): string {
  const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 35);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/**
 * A filled-in booking for the preview, near the partner's first depot, priced with the partner's
 * own rates so the Pricing Details show what its customers would see. Never saved.
 */
export function sampleBooking(
  partner: PublicPartner & Pick<Partner, 'pricing'>,
  today = new Date(),
): { booking: Booking; location: Location | null } {
  const depot = partner.locations[0];
  const city = depot?.city ?? 'Springfield';
  const state = depot?.state ?? partner.state;
  const zip = depot?.zip ?? '00000';
  const booking: Booking = {
    id: 1024,
    revision: 0,
    currentStep: summaryStep(funnelDefinition).id,
    locationId: depot?.id ?? null,
    firstName: 'Dana',
    lastName: 'Rivera',
    email: 'dana@example.com',
    phone: '(415) 555-0199',
    contactPreference: ['email'],
    serviceType: 'full_service',
    moveDate: sampleMoveDate(today),
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
  // The schema types an item fee's oneOf as unknown; the partner check has held each to a number or { perUnit, when }.
  const estimate = estimateBooking(booking, partner.pricing as PartnerPricing | undefined, undefined, fieldLabels(funnelDefinition));
  booking.estimate = estimate?.total ?? null;
  booking.pricingSections = estimate?.sections ?? [];
  return { booking, location: depot ? { ...depot } : null };
}
