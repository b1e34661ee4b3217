import { bookingSchema } from './generated/booking-schema';
import type { JsonSchema } from './json-schema';

const properties: Record<string, JsonSchema> = bookingSchema.properties;

/** Form values as booking values: a cleared field becomes null where the booking allows it (so the server forgets it too). */
export function toBookingPatch(values: Record<string, unknown>): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    const type = properties[field]?.type;
    const nullable = Array.isArray(type) && type.includes('null');
    patch[field] = value === undefined && nullable ? null : value;
  }
  return patch;
}
