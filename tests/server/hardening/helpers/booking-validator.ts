/** schemas/booking.schema.json compiled with the server's ajv settings, to check what is stored. */
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { ROOT } from '../../helpers/test-app';

export const BOOKING_SCHEMA = JSON.parse(readFileSync(`${ROOT}schemas/booking.schema.json`, 'utf8')) as {
  properties: Record<string, unknown>;
};

const ajv = new Ajv({ allErrors: true, removeAdditional: false, coerceTypes: false, useDefaults: false, strict: false });
addFormats(ajv);
const validate = ajv.compile(BOOKING_SCHEMA);

/** The ajv errors of a booking, or [] when it is valid. */
export function bookingErrors(booking: unknown): string[] {
  return validate(booking) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}
