/** The two classifiers behind the 503 and 422 answers of docs/DECISIONS.md, Hardening, table-driven. */
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../../server/resilience/is-database-unavailable';
import { findUnstorableText } from '../../../server/security/unstorable-text-guard';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', withCode('ECONNREFUSED')],
    ['connection reset', withCode('ECONNRESET')],
    ["pg's closed connection", new Error('Connection terminated unexpectedly')],
    ["pg-pool's connect timeout", new Error('timeout exceeded when trying to connect')],
    ['a pool already ended', new Error('Cannot use a pool after calling end on the pool')],
    ['SQLSTATE 08006 (connection failure)', withCode('08006')],
    ['SQLSTATE 57P01 (admin shutdown)', withCode('57P01')],
    ['SQLSTATE 57P03 (cannot connect now)', withCode('57P03')],
    ['SQLSTATE 53300 (too many connections)', withCode('53300')],
    ['a closed PGlite', new Error('PGlite is closed')],
    ["drizzle's wrapper around a refused connection", wrapped(withCode('ECONNREFUSED'))],
    ['an AggregateError of refused addresses', Object.assign(new AggregateError([withCode('ECONNREFUSED')], ''), {})],
  ])('%s: yes', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['an integer out of range', wrapped(withCode('22003'))],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s: no', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('findUnstorableText', () => {
  it.each([
    [{ booking: { firstName: 'a\u0000b' } }, 'booking.firstName'],
    [{ booking: { notes: 'half an emoji \ud83d' } }, 'booking.notes'],
    [{ booking: { notes: '\ude00 alone' } }, 'booking.notes'],
    [{ booking: { contactPreference: ['email', 'x\u0000'] } }, 'booking.contactPreference[1]'],
    [{ booking: { ['bad\u0000key']: 1 } }, 'booking'],
    ['\u0000', 'body'],
  ])('%j -> %s', (body, path) => {
    expect(findUnstorableText(body)).toEqual({ path, deep: false });
  });

  /** `notes` wrapped in `depth` arrays, as JSON.parse builds it from a body. */
  const nested = (depth: number) => JSON.parse(`{"booking":{"notes":${'['.repeat(depth)}"x"${']'.repeat(depth)}}}`) as unknown;

  it.each([
    [6000, { path: `booking.notes${'[0]'.repeat(30)}`, deep: true }],
    [200_000, { path: `booking.notes${'[0]'.repeat(30)}`, deep: true }],
    [10, null],
  ])('notes nested %i arrays deep -> %j, without recursion', (depth, expected) => {
    expect(findUnstorableText(nested(depth))).toEqual(expected);
  });

  it.each([[{ booking: { firstName: 'Zoë 👩‍🚀 \u202e' } }], [{ booking: { notes: '\\u0000 as typed text' } }], [null], [42], [[]]])(
    '%j is storable',
    (body) => {
      expect(findUnstorableText(body)).toBeNull();
    },
  );
});
