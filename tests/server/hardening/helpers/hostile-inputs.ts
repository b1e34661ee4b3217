/**
 * The hostile inputs of the bad-input property tests (docs/DECISIONS.md, Hardening): arbitrary JSON, huge strings, wrong
 * types, prototype-pollution keys and unicode, as request bodies and query strings. Near-valid bookings
 * weigh most, because those get past the schema to the handlers and the database.
 */
import fc from 'fast-check';
import { BOOKING_SCHEMA } from './booking-validator';

const FIELDS = Object.keys(BOOKING_SCHEMA.properties);
type FieldSchema = { type?: string | string[]; enum?: unknown[]; format?: string; pattern?: string };
const fieldsOfType = (type: string) =>
  FIELDS.filter((name) => {
    const schema = BOOKING_SCHEMA.properties[name] as FieldSchema;
    return [schema.type].flat().includes(type) && !schema.enum && !schema.format && !schema.pattern;
  });
/** Free text fields (names, notes, units...) accept any string: where unstorable text would reach the database. */
const TEXT_FIELDS = fieldsOfType('string');
/** Integer fields, plus revision, which the server compares in SQL, and id, which the body schema refuses. */
const INTEGER_FIELDS = [...new Set([...fieldsOfType('integer'), 'id', 'revision'])];

/** What a case sends, built from the visitor's current booking so near-valid cases carry the right reference and revision. */
export type Case = { label: string; build: (booking: Record<string, unknown>) => { payload?: string; query?: string }; always4xx: boolean };

// --- generators ---------------------------------------------------------------------------------------------
const protoKey = fc.constantFrom('__proto__', 'constructor', 'prototype');
/** Unicode of every plane, plus what databases and JSON tooling choke on: NUL, lone surrogates, BOM, RTL marks. */
const unicode = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '\ufeff',
    '\u202eevil',
    '👩‍🚀',
    'e\u0301',
    '\\u0000',
    '%00',
    "'; drop table bookings; --",
  ),
);
/** Over the 64 KiB body limit, or far over any field's maxLength. */
const huge = fc.constantFrom(3_000, 70_000, 300_000).map((n) => 'ÿ'.repeat(n));
const number = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(1e308, -1e308, 2 ** 31, 2 ** 53, -1, 0, 1e21));
const anyJson = fc.jsonValue({ maxDepth: 3 });
export const anyValue = fc.oneof(anyJson, unicode, number, huge, fc.constant(null), fc.boolean(), fc.array(unicode, { maxLength: 3 }));
const field = fc.constantFrom(...FIELDS);
/** A key the booking schema does not know: unicode, pollution keys, near misses. */
const unknownKey = fc
  .oneof(protoKey, unicode, fc.constantFrom('firstname', 'first_name', ' firstName', 'revision '))
  .filter((k) => !FIELDS.includes(k));

/** JSON text of `object` with one more raw member, so '__proto__' arrives as a key (JSON.stringify would drop it). */
function withRawMember(object: Record<string, unknown>, key: string, value: unknown): string {
  const text = JSON.stringify(object);
  const member = `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`;
  return text === '{}' ? `{${member}}` : `${text.slice(0, -1)},${member}}`;
}

/** Bodies for a route whose body is `{ booking, ...extra }`. */
export function bookingBodyCases(extra: Record<string, unknown> = {}): fc.Arbitrary<Case> {
  const wrap = (booking: Record<string, unknown>) => ({ booking, ...extra });
  /** The body as text around a booking given as text (which may hold a raw '__proto__' member). */
  const bodyWith = (bookingText: string) =>
    `{"booking":${bookingText}${Object.entries(extra)
      .map(([k, v]) => `,${JSON.stringify(k)}:${JSON.stringify(v)}`)
      .join('')}}`;
  return fc.oneof(
    anyJson.map((value): Case => ({ label: 'arbitrary JSON', build: () => ({ payload: JSON.stringify(value) }), always4xx: true })),
    // Near-valid bookings weigh most: they get past the schema to the handlers and the database.
    {
      weight: 3,
      arbitrary: fc.tuple(fc.constantFrom(...TEXT_FIELDS), unicode).map(([name, value]): Case => ({
        label: `booking.${name} = ${JSON.stringify(value)}`,
        build: (booking) => ({ payload: JSON.stringify(wrap({ ...booking, [name]: value })) }),
        always4xx: false,
      })),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(fc.constantFrom(...INTEGER_FIELDS), number).map(([name, value]): Case => ({
        label: `booking.${name} = ${value}`,
        build: (booking) => ({ payload: JSON.stringify(wrap({ ...booking, [name]: value })) }),
        always4xx: false,
      })),
    },
    // revision goes into SQL comparisons (out-of-range numbers must not reach the database); an id is refused as unknown.
    fc.tuple(fc.constantFrom('id', 'revision'), fc.oneof(number, anyValue)).map(([name, value]): Case => ({
      label: `booking.${name} = ${JSON.stringify(value)}`,
      build: (booking) => ({ payload: JSON.stringify(wrap({ ...booking, [name]: value })) }),
      always4xx: false,
    })),
    fc.tuple(field, anyValue).map(([name, value]): Case => ({
      label: `booking.${name} = arbitrary value`,
      build: (booking) => ({ payload: JSON.stringify(wrap({ ...booking, [name]: value })) }),
      // Whatever the value, the stored booking must stay valid; some values are simply acceptable.
      always4xx: typeof value === 'string' && value.length > 65_536,
    })),
    fc.tuple(unknownKey, anyValue).map(([key, value]): Case => ({
      label: `unknown booking key ${JSON.stringify(key)}`,
      build: (booking) => ({ payload: bodyWith(withRawMember(booking, key, value)) }),
      always4xx: true,
    })),
    fc.tuple(protoKey, anyJson).map(([key, value]): Case => ({
      label: `raw ${key} member in the booking`,
      build: (booking) => ({
        payload: bodyWith(withRawMember(booking, key, key === 'constructor' ? { prototype: { polluted: value } } : { polluted: value })),
      }),
      always4xx: true,
    })),
    fc.tuple(protoKey, anyJson).map(([key, value]): Case => ({
      label: `raw ${key} member in the body`,
      build: (booking) => ({ payload: withRawMember(wrap(booking), key, { polluted: value }) }),
      always4xx: true,
    })),
    fc.tuple(unknownKey, anyValue).map(([key, value]): Case => ({
      label: 'unknown body key',
      build: (booking) => ({ payload: withRawMember(wrap(booking), key, value) }),
      always4xx: true,
    })),
    fc
      .oneof(
        anyJson.filter((v) => v === null || typeof v !== 'object' || Array.isArray(v)),
        fc.constant({}),
      )
      .map((value): Case => ({
        label: 'booking of the wrong type',
        build: () => ({ payload: JSON.stringify(wrap(value as Record<string, unknown>)) }),
        always4xx: true,
      })),
    fc.constantFrom('{', '{"booking":', 'nul', '"', '{"booking":{"id":1,}}', '\u0000', '[1,2', '{"a":1}garbage').map((text): Case => ({
      label: 'malformed JSON',
      build: () => ({ payload: text }),
      always4xx: true,
    })),
    huge.map((text): Case => ({ label: 'huge string body', build: () => ({ payload: JSON.stringify(text) }), always4xx: true })),
    deepBookingCases,
  );
}

/** JSON text of `inner` wrapped in `depth` arrays: deep nesting must get a 4xx, never overflow a stack. */
const deepDepth = fc.constantFrom(33, 500, 6_000, 20_000);
const nestedText = (depth: number, inner = '"x"') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
export const deepBookingCases: fc.Arbitrary<Case> = fc.tuple(fc.constantFrom(...TEXT_FIELDS), deepDepth).map(([name, depth]): Case => ({
  label: `booking.${name} nested ${depth} arrays deep`,
  build: (booking) => ({
    payload: `{"booking":${JSON.stringify({ ...booking, [name]: null }).replace(`"${name}":null`, `"${name}":${nestedText(depth)}`)}}`,
  }),
  always4xx: true,
}));

/** Bodies for routes that take none: every non-empty body is refused. */
export const anyBody: fc.Arbitrary<Case> = fc.oneof(
  deepDepth.map((depth): Case => ({
    label: `body nested ${depth} arrays deep`,
    build: () => ({ payload: nestedText(depth) }),
    always4xx: true,
  })),
  anyJson.map((value): Case => ({ label: 'arbitrary JSON', build: () => ({ payload: JSON.stringify(value) }), always4xx: true })),
  fc.tuple(protoKey, anyJson).map(([key, value]): Case => ({
    label: `raw ${key}`,
    build: () => ({ payload: withRawMember({}, key, { polluted: value }) }),
    always4xx: true,
  })),
  fc
    .tuple(unknownKey, anyValue)
    .map(([key, value]): Case => ({ label: 'unknown key', build: () => ({ payload: withRawMember({}, key, value) }), always4xx: true })),
  fc
    .constantFrom('{', 'nul', '"', '[1,', 'garbage')
    .map((text): Case => ({ label: 'malformed JSON', build: () => ({ payload: text }), always4xx: true })),
  huge.map((text): Case => ({ label: 'huge string', build: () => ({ payload: JSON.stringify(text) }), always4xx: true })),
);

const setupIntentIdLike = fc.stringMatching(/^seti_[A-Za-z0-9_]{1,30}$/);
export const verifyBodies: fc.Arbitrary<Case> = fc.oneof(
  anyBody,
  fc.oneof(anyValue, setupIntentIdLike).map((value): Case => ({
    label: 'setupIntentId',
    build: () => ({ payload: JSON.stringify({ setupIntentId: value }) }),
    always4xx: true,
  })),
  fc.tuple(protoKey, setupIntentIdLike).map(([key, id]): Case => ({
    label: `setupIntentId + raw ${key}`,
    build: () => ({ payload: withRawMember({ setupIntentId: id }, key, { polluted: true }) }),
    always4xx: true,
  })),
);

/** Query strings: the route's own parameter with hostile values, unknown and pollution parameters, broken escapes. */
export function queryCases(param: string): fc.Arbitrary<Case> {
  const encode = (value: string) =>
    Buffer.from(value, 'utf8')
      .toString('latin1')
      .replace(/[^A-Za-z0-9_.~-]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`);
  return fc.oneof(
    fc
      .oneof(
        unicode,
        huge.map((s) => s.slice(0, 5000)),
      )
      .map((value): Case => ({ label: `${param}=unicode/huge`, build: () => ({ query: `${param}=${encode(value)}` }), always4xx: false })),
    fc.tuple(fc.oneof(protoKey, unknownKey), unicode).map(([key, value]): Case => ({
      label: `extra parameter ${key}`,
      build: () => ({ query: `${param}=1&${encode(key)}=${encode(value)}` }),
      always4xx: true,
    })),
    fc
      .constantFrom('%', '%E0%80', '%ZZ', `${param}[]=1&${param}[]=2`, `${param}[a]=1`, `${param}=%00`, '')
      .map((raw): Case => ({ label: `raw query ${raw}`, build: () => ({ query: raw }), always4xx: false })),
  );
}
