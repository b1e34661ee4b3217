import type { Booking } from './booking';
import type { PublicPartner } from './booking-wire';
import { addDays } from './capacity/calendar-date';
import { funnelDefinition } from './flow/funnel-definition';
import { createFunnelSession } from './flow/funnel-session';
import { fieldOf } from './is-record';
import type { JsonSchema } from './json-schema';
import { summaryStep } from './flow/summary-step';

/** The preview's answer to a shown field the sample leaves open: Yes, a count of 1, the first choice; none for text. */
function sampleAnswer(schema: JsonSchema): unknown {
  const choices = Array.isArray(schema.enum) ? schema.enum.filter((value) => value !== null) : [];
  if (choices.length > 0) return choices[0];
  const types = [schema.type].flat();
  if (types.includes('boolean')) return true;
  if (types.includes('integer') || types.includes('number')) return Math.max(typeof schema.minimum === 'number' ? schema.minimum : 0, 1);
  const itemChoices = fieldOf(schema.items, 'enum');
  if (types.includes('array') && Array.isArray(itemChoices)) return itemChoices.slice(0, 1);
  return undefined;
}

/**
 * `booking` with every field its path shows and it leaves open answered (sampleAnswer), read from the flow and the
 * step files, so a step added by JSON alone shows its answer and its fee in the preview. Again until nothing changes:
 * a Yes may show a follow-up.
 */
function answerShownFields(booking: Booking, partner: PublicPartner, today: Date): Booking {
  let filled = booking;
  for (let round = 0; round < funnelDefinition.flow.steps.length; round++) {
    const session = createFunnelSession(funnelDefinition, { booking: filled, partner: { ...partner }, location: filled.location, today });
    const answers: Record<string, unknown> = {};
    for (const stepId of session.path().steps) {
      const { properties } = session.resolved(stepId).schema;
      for (const field of session.visibleFields(stepId)) {
        const given: Record<string, unknown> = filled;
        const answer = given[field] === undefined ? sampleAnswer(properties[field] ?? {}) : undefined;
        if (answer !== undefined) answers[field] = answer;
      }
    }
    if (Object.keys(answers).length === 0) return filled;
    filled = { ...filled, ...answers };
  }
  return filled;
}

/**
 * The filled-in booking of the partner preview (/partners/{slug}/preview), near the partner's first depot, its move
 * five weeks after the partner's `today` ('YYYY-MM-DD') so the calendar shows a selectable day, and every other field
 * its path shows answered from the flow (answerShownFields). Not priced: the server
 * prices it with the partner's rates, capacity and fees (server/pages/preview-booking.ts), as it prices every booking.
 */
export function previewSampleBooking(partner: PublicPartner, today: string): Booking {
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
  return answerShownFields(booking, partner, new Date(`${today}T12:00:00Z`));
}
