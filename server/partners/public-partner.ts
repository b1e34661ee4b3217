import type { PublicPartner } from '../../core/booking-wire';
import type { ServerPartner } from './server-partner';

/**
 * The part of a partner file the browser receives. partner.schema.json admits no secret fields
 * (additionalProperties false), so only the editor hint `$schema`, the rates (`pricing`: the server
 * alone prices a booking) and the capacity but its time zone and pay-later setting are dropped; a secret added to the schema later must be dropped here too.
 */
export function publicPartner(partner: ServerPartner): PublicPartner {
  const { $schema: _schema, pricing: _pricing, capacity, ...rest } = partner;
  // Whether pay later takes a crew is no secret: the manage and complete pages say whether the crew is reserved.
  return capacity ? { ...rest, capacity: { timeZone: capacity.timeZone, ...(capacity.payLater && { payLater: capacity.payLater }) } } : rest;
}
