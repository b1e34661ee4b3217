import { bookingSchema } from './generated/booking-schema';
import validateBooking from './generated/booking-validator.js';
import type { JsonSchema } from './json-schema';

// Set by the server or by the funnel itself; a link must not forge them.
const NOT_FROM_QUERY = new Set([
  'id',
  'revision',
  'syncedAt',
  'currentStep',
  'conversionType',
  'unserviceableReason',
  'estimate',
  'pricingSections',
  'distance',
  'location',
  'locationId',
  'termsAccepted',
]);

const properties = bookingSchema.properties as unknown as Record<string, JsonSchema>;

function nonNullType(schema: JsonSchema): string | undefined {
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  return types.find((t) => t !== 'null');
}

/** A query string value typed per the booking property, or undefined when it cannot be one. */
function typed(values: string[], schema: JsonSchema): unknown {
  const raw = values[values.length - 1] ?? '';
  switch (nonNullType(schema)) {
    case 'string':
      return raw;
    case 'integer':
      return /^-?\d+$/.test(raw) ? Number(raw) : undefined;
    case 'number':
      return raw.trim() !== '' && Number.isFinite(Number(raw)) ? Number(raw) : undefined;
    case 'boolean': {
      const word = raw.trim().toLowerCase();
      if (word === 'true' || word === 'yes') return true;
      if (word === 'false' || word === 'no') return false;
      return undefined;
    }
    case 'array':
      return values.flatMap((v) => v.split(',')).filter((v) => v !== '');
    default:
      return undefined;
  }
}

/**
 * docs/FUNNEL.md#screens-and-routes: query parameters merged into the booking props. Only booking fields the
 * customer may set (utm_* included), typed per the booking schema; a value the schema refuses,
 * an unknown parameter (checkout, status...) or a server-owned field is ignored.
 */
export function mergeQueryIntoBooking<B extends Record<string, unknown>>(
  booking: B,
  query: URLSearchParams | Record<string, string>,
): B {
  const params = query instanceof URLSearchParams ? query : new URLSearchParams(query);
  const merged: Record<string, unknown> = { ...booking };
  for (const key of new Set(params.keys())) {
    const schema = properties[key];
    if (!schema || NOT_FROM_QUERY.has(key)) continue;
    const value = typed(params.getAll(key), schema);
    if (value !== undefined && validateBooking({ [key]: value })) merged[key] = value;
  }
  return merged as B;
}
