import { describe, expect, it } from 'vitest';
import { createFunnelSession } from '../../../core/flow/funnel-session';
import { funnelDefinition } from '../../../core/flow/funnel-definition';
import { stepOffersAChoice } from '../../../core/flow/step-offers-a-choice';

const session = (laborOnlyMoves: boolean) =>
  createFunnelSession(funnelDefinition, {
    booking: {},
    partner: { laborOnlyMoves, state: 'CA' },
    query: {},
    location: null,
    today: new Date('2026-12-01'),
  });

describe('stepOffersAChoice', () => {
  it.each([
    ['services', true, true],
    ['services', false, false],
    ['moveDate', false, true],
    ['originAddress', false, true],
  ])('%s with labor-only moves %s → %s', (stepId, laborOnlyMoves, expected) => {
    expect(stepOffersAChoice(session(laborOnlyMoves).resolved(stepId))).toBe(expected);
  });
});
