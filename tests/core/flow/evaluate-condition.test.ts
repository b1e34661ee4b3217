import { describe, expect, it } from 'vitest';
import { evaluateCondition } from '../../../core/flow/evaluate-condition';
import type { Condition, ConditionContext } from '../../../core/flow/step-definition';

const context: ConditionContext = {
  booking: { serviceType: 'labor_only', originPropertyType: 'single_family_house', bedrooms: 3, notes: '', contactPreference: ['call'] },
  partner: { laborOnlyMoves: true, state: 'CA', about: { title: 'About us' } },
  query: { checkout: 'true' },
  location: { id: 7 },
  step: { id: 'services', group: 'moveInfo' },
};

const is = (scope: string, schema: Record<string, unknown>): Condition => ({ scope, schema });

describe('evaluateCondition', () => {
  it.each<[string, Condition, boolean]>([
    ['const on booking', is('booking.serviceType', { const: 'labor_only' }), true],
    ['const on booking, other value', is('booking.serviceType', { const: 'full_service' }), false],
    ['const on partner boolean', is('partner.laborOnlyMoves', { const: true }), true],
    ['const true does not match the string "true"', is('query.checkout', { const: true }), false],
    ['query strings', is('query.checkout', { const: 'true' }), true],
    ['absent query parameter', is('query.status', { const: 'pay_later' }), false],
    ['step group enum', is('step.group', { enum: ['moveInfo', 'origin'] }), true],
    ['step group enum miss', is('step.group', { enum: ['checkout'] }), false],
    ['nested scope', is('partner.about.title', { const: 'About us' }), true],
    ['scope through a missing object', is('booking.missing.deeper', { present: true }), false],
    ['location', is('location.id', { minimum: 7, maximum: 7 }), true],
    ['minimum holds', is('booking.bedrooms', { minimum: 3 }), true],
    ['minimum fails', is('booking.bedrooms', { minimum: 4 }), false],
    ['maximum holds', is('booking.bedrooms', { maximum: 3 }), true],
    ['maximum fails', is('booking.bedrooms', { maximum: 2 }), false],
    ['minimum never holds for a non-number', is('booking.serviceType', { minimum: 0 }), false],
    ['maximum never holds for a missing value', is('booking.kitchens', { maximum: 10 }), false],
    ['present', is('booking.serviceType', { present: true }), true],
    ['empty string is not present', is('booking.notes', { present: true }), false],
    ['absent', is('booking.notes', { present: false }), true],
    ['undefined is absent', is('booking.destinationState', { present: false }), true],
    ['const on an array', is('booking.contactPreference', { const: ['call'] }), true],
    ['all keywords must hold', is('booking.bedrooms', { minimum: 1, enum: [2, 4] }), false],
    ['all: every', { all: [is('booking.serviceType', { const: 'labor_only' }), is('partner.state', { const: 'CA' })] }, true],
    ['all: one fails', { all: [is('booking.serviceType', { const: 'labor_only' }), is('partner.state', { const: 'CO' })] }, false],
    ['all: empty holds', { all: [] }, true],
    ['any: one holds', { any: [is('partner.state', { const: 'CO' }), is('partner.state', { const: 'CA' })] }, true],
    ['any: none holds', { any: [is('partner.state', { const: 'CO' }), is('partner.state', { const: 'NV' })] }, false],
    ['any: empty fails', { any: [] }, false],
    ['not', { not: is('partner.laborOnlyMoves', { const: true }) }, false],
    ['nested', { not: { any: [{ all: [is('query.checkout', { const: 'true' })] }] } }, false],
  ])('%s', (_case, condition, expected) => {
    expect(evaluateCondition(condition, context)).toBe(expected);
  });

  it.each<[string, unknown, string]>([
    ['an unknown scope root', is('session.id', { const: 1 }), 'Unknown condition scope "session.id"'],
    ['a scope without a path', is('booking', { present: true }), 'Unknown condition scope "booking"'],
    ['an empty path segment', is('booking..serviceType', { present: true }), 'Unknown condition scope'],
    ['an unknown schema keyword', is('booking.serviceType', { pattern: 'x' }), 'Unknown condition keyword "pattern"'],
    ['a schema testing nothing', is('booking.serviceType', {}), 'tests nothing'],
    ['a schema that is not an object', { scope: 'booking.serviceType', schema: 'labor_only' }, 'needs a schema object'],
    ['an enum that is not an array', is('booking.serviceType', { enum: 'labor_only' }), 'must be an array'],
    ['an unknown combinator', { either: [] }, 'Unknown condition'],
    ['extra keys beside scope', { scope: 'booking.serviceType', schema: { const: 'x' }, effect: 'hide' }, 'Unknown condition'],
    ['all that is not a list', { all: is('booking.serviceType', { const: 'x' }) }, 'Unknown condition'],
    ['a scope that is not a string', { scope: 3, schema: { const: 1 } }, 'Unknown condition'],
    ['null', null, 'must be an object'],
    ['an array', [], 'must be an object'],
    ['an unknown shape nested in not', { not: { when: true } }, 'Unknown condition'],
    ['an unknown shape in any, after a branch that holds', { any: [{ all: [] }, { bogus: 1 }] }, 'Unknown condition'],
    ['an unknown scope in all, after a branch that fails', { all: [{ any: [] }, is('sesion.x', { const: 1 })] }, 'Unknown condition scope'],
  ])('throws on %s', (_case, condition, message) => {
    expect(() => evaluateCondition(condition as Condition, context)).toThrow(message);
  });
});
