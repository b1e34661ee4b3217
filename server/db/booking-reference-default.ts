/**
 * A booking's public reference, made by the database as the row is inserted: 8 characters of Crockford's
 * base32 (digits and capitals without I, L, O, U, so it reads aloud and types back without mix-ups), drawn at
 * random, so it says nothing about how many bookings came before. 32^8 is about 10^12 values; the unique
 * index refuses the rare clash, which fails that one insert (docs/DECISIONS.md, "Public booking reference").
 * A column default rather than code, so every insert (saves, tests, probes) gets one and the migration that
 * added the column filled existing rows (a volatile default is evaluated per row).
 */
import { sql } from 'drizzle-orm';

export const CROCKFORD_BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const BOOKING_REFERENCE_LENGTH = 8;

/** One random character; PostgreSQL refuses subqueries in a default, so the 8 are concatenated. */
const randomCharacter = `substr('${CROCKFORD_BASE32}', 1 + floor(random() * 32)::int, 1)`;

export const BOOKING_REFERENCE_DEFAULT = sql.raw(
  `(${Array.from({ length: BOOKING_REFERENCE_LENGTH }, () => randomCharacter).join(' || ')})`,
);
