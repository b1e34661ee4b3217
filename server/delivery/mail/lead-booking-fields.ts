import type { Lead } from '../lead/lead';

type Side = NonNullable<Lead['origin']>;

/** A lead side's key as the booking names it after its prefix: `distanceToTruckYards` is `originDistanceToTruck`. */
function bookingSuffix(key: string): string {
  const name = key === 'distanceToTruckYards' ? 'distanceToTruck' : key;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function sideFields(prefix: 'origin' | 'destination', side: Side | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(side ?? {}).map(([key, value]) => [`${prefix}${bookingSuffix(key)}`, value]));
}

/**
 * The lead's values under the booking's field names, so the step files' labels and the summary's blocks
 * (core/summary-block-content.ts) word them as the funnel did. What the lead leaves out stays out.
 */
export function leadBookingFields(lead: Lead): Record<string, unknown> {
  return {
    // Every answer on the path first: a step added by JSON alone has its summary block read from here.
    ...Object.fromEntries(Object.entries(lead.answers ?? {}).map(([field, answer]) => [field, answer.value])),
    firstName: lead.contact.firstName,
    lastName: lead.contact.lastName,
    email: lead.contact.email,
    phone: lead.contact.phone,
    contactPreference: lead.contact.preferences,
    serviceType: lead.serviceType,
    ...(lead.move && { moveDate: lead.move.date, timeOfDay: lead.move.timeOfDay }),
    ...sideFields('origin', lead.origin),
    ...sideFields('destination', lead.destination),
    ...lead.rooms,
    ...lead.specialtyItems,
    ...('notes' in lead && { notes: lead.notes }),
  };
}
