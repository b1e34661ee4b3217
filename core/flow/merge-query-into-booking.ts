import type { Booking } from '../booking';
import { bookingSchema } from '../generated/booking-schema';
import validateBooking from '../generated/booking-validator.js';
import { isMissing } from './is-missing';
import { queryMaySet } from './answer-fields';
import { nonNullType, type JsonSchema } from '../json-schema';

const properties: Record<string, JsonSchema> = bookingSchema.properties;

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
 * docs/FUNNEL.md#screens-and-routes: the booking fields query parameters set. Only booking fields the
 * customer may set (utm_* included), typed per the booking schema; a value the schema refuses,
 * an unknown parameter (checkout, status...) or a server-owned field is ignored.
 */
export function bookingFieldsFromQuery(query: URLSearchParams | Record<string, string>): Booking {
  const params = query instanceof URLSearchParams ? query : new URLSearchParams(query);
  const fields: Booking = {};
  for (const key of new Set(params.keys())) {
    const schema = properties[key];
    if (!schema || !queryMaySet(key, schema)) continue;
    const value = typed(params.getAll(key), schema);
    const field = { [key]: value };
    // The validator's verdict types the one-field booking.
    if (value !== undefined && validateBooking(field)) Object.assign(fields, field);
  }
  return fields;
}

/**
 * The fields a query fills in this booking: only those it has no value for. A link may start a booking
 * (a partner's site passing the name and email it already has), never replace what the customer entered:
 * `/book/summary?email=…` must not swap a customer's contact details for an attacker's.
 */
export function queryFills(booking: Record<string, unknown>, query: URLSearchParams | Record<string, string>): Booking {
  const fields = bookingFieldsFromQuery(query);
  return Object.fromEntries(Object.entries(fields).filter(([key]) => isMissing(booking[key])));
}

/** The booking with the empty fields a query fills (queryFills) filled. */
export function mergeQueryIntoBooking<B extends object>(booking: B, query: URLSearchParams | Record<string, string>): B & Booking {
  // Sound: any object's own fields read as a record; queryFills only reads them.
  return { ...booking, ...queryFills(booking as Record<string, unknown>, query) };
}
