import type { PublicPartner } from '../../core/booking-wire';
import type { ServerPartner } from './server-partner';

/**
 * The part of a partner file the browser receives. partner.schema.json admits no secret fields
 * (additionalProperties false), so only the editor hint `$schema` and the rates (`pricing`: the server
 * alone prices a booking) are dropped; a secret added to the schema later must be dropped here too.
 */
export function publicPartner(partner: ServerPartner): PublicPartner {
  const { $schema: _schema, pricing: _pricing, ...rest } = partner;
  return rest;
}
