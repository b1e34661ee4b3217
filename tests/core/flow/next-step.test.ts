import { describe, expect, it } from 'vitest';
import { createFunnel } from '../../../core/flow/funnel';
import { nextStep } from '../../../core/flow/next-step';
import type { FlowDefinition, StepDefinition } from '../../../core/flow/step-definition';
import { contextFor, funnel, inlineConstants, partners, type PartnerName } from './navigation-fixtures';

describe('nextStep on the real funnel (docs/FUNNEL.md#flow-and-navigation)', () => {
  it('the demo partners differ in laborOnlyMoves only as the navigation needs', () => {
    expect(partners.bayside.laborOnlyMoves).toBe(true);
    expect(partners.summit.laborOnlyMoves).toBe(false);
  });

  it.each<[PartnerName, string | null, string, string | null]>([
    // From landing: services when the partner is labor-only, otherwise move-date.
    ['bayside', null, 'landing', 'services'],
    ['summit', 'full_service', 'landing', 'moveDate'],
    // Forward navigation follows the route order.
    ['bayside', 'full_service', 'services', 'moveDate'],
    ['bayside', 'labor_only', 'services', 'moveDate'],
    ['summit', 'full_service', 'moveDate', 'originAddress'],
    ['bayside', 'labor_only', 'originAddress', 'originPropertyDetails'],
    ['bayside', 'full_service', 'originPropertyDetails', 'destinationAddress'],
    ['summit', 'full_service', 'originPropertyDetails', 'destinationAddress'],
    // Labor-only path: after origin details straight to living areas.
    ['bayside', 'labor_only', 'originPropertyDetails', 'moveContentsLivingAreas'],
    ['summit', 'labor_only', 'originPropertyDetails', 'moveContentsLivingAreas'],
    ['summit', 'full_service', 'destinationAddress', 'destinationPropertyDetails'],
    ['summit', 'full_service', 'destinationPropertyDetails', 'moveContentsLivingAreas'],
    ['bayside', 'labor_only', 'moveContentsLivingAreas', 'moveContentsOther'],
    // Route order: whatever step the flow puts next.
    ['bayside', 'full_service', 'moveContentsOther', funnel.flow.steps[funnel.flow.steps.indexOf('moveContentsOther') + 1]!],
    ['bayside', 'full_service', 'specialtyItemsAppliances', 'specialtyItemsFurniture'],
    ['bayside', 'full_service', 'specialtyItemsFurniture', 'specialtyItemsOther'],
    // Route order: whatever step the flow puts next.
    ['bayside', 'full_service', 'specialtyItemsOther', funnel.flow.steps[funnel.flow.steps.indexOf('specialtyItemsOther') + 1]!],
    ['summit', 'full_service', 'additionalNotes', 'summary'],
    // Summary submit moves to checkout; checkout goes to processing, then complete.
    ['summit', 'full_service', 'summary', 'checkout'],
    ['summit', 'full_service', 'checkout', 'processing'],
    ['bayside', 'labor_only', 'processing', 'complete'],
    // After the last step there is no next.
    ['bayside', 'full_service', 'complete', null],
    ['summit', 'labor_only', 'complete', null],
  ])('%s, %s booking: next from %s is %s', (partner, serviceType, from, expected) => {
    expect(nextStep(funnel, from, contextFor(partner, serviceType))).toBe(expected);
  });

  // Edit links on the summary add checkout=true: the edited step's next returns to the summary.
  it.each<[PartnerName, string | null, string]>([
    ['bayside', 'labor_only', 'services'],
    ['summit', 'full_service', 'moveDate'],
    ['summit', 'full_service', 'originAddress'],
    ['bayside', 'labor_only', 'originPropertyDetails'],
    ['summit', 'full_service', 'originPropertyDetails'],
    ['summit', 'full_service', 'destinationAddress'],
    ['summit', 'full_service', 'destinationPropertyDetails'],
    ['bayside', 'full_service', 'moveContentsLivingAreas'],
    ['bayside', 'full_service', 'moveContentsOther'],
    ['bayside', 'full_service', 'specialtyItemsAppliances'],
    ['bayside', 'full_service', 'specialtyItemsFurniture'],
    ['bayside', 'full_service', 'specialtyItemsOther'],
    ['summit', 'full_service', 'additionalNotes'],
  ])('%s, %s booking: with checkout=true, next from %s is the summary', (partner, serviceType, from) => {
    expect(nextStep(funnel, from, contextFor(partner, serviceType, { checkout: 'true' }))).toBe('summary');
  });

  it.each<[string, Record<string, string>, string]>([
    ['summary', { checkout: 'true' }, 'checkout'],
    ['checkout', { checkout: 'true' }, 'processing'],
    ['landing', { checkout: 'true' }, 'services'],
    ['services', { checkout: 'false' }, 'moveDate'],
    ['services', { checkout: 'TRUE' }, 'moveDate'],
  ])('checkout=true only returns funnel steps: next from %s with %j is %s', (from, query, expected) => {
    expect(nextStep(funnel, from, contextFor('bayside', 'full_service', query))).toBe(expected);
  });

  // The manage page's Reschedule and Change links add manage=true: the edited step's next returns there.
  it.each<[string, Record<string, string>, string | null]>([
    ['landing', { manage: 'true' }, 'manage'],
    ['moveDate', { manage: 'true' }, 'manage'],
    ['destinationAddress', { manage: 'true' }, 'manage'],
    ['specialtyItemsOther', { manage: 'true' }, 'manage'],
    ['summary', { manage: 'true' }, 'checkout'],
    // The manage page is off the route (flow.linkedSteps): nothing follows it.
    ['manage', {}, null],
  ])('next from %s with %j is %s', (from, query, expected) => {
    expect(nextStep(funnel, from, contextFor('bayside', 'full_service', query))).toBe(expected);
  });

  it('throws on an unknown step', () => {
    expect(() => nextStep(funnel, 'nowhere', contextFor('bayside', null))).toThrow('Unknown step "nowhere"');
  });
});

describe('nextStep semantics (inline fixtures)', () => {
  const flow: FlowDefinition = {
    steps: ['a', 'b', 'c', 'd'],
    groups: [{ id: 'g', label: 'G' }],
    constants: inlineConstants,
    nextBefore: [{ when: { scope: 'query.jump', schema: { const: 'd' } }, to: 'd' }],
  };
  const steps: StepDefinition[] = [
    {
      id: 'a',
      path: '/book/a',
      fields: {},
      next: [
        { when: { scope: 'booking.x', schema: { const: 1 } }, to: 'c' },
        { when: { scope: 'booking.x', schema: { minimum: 1 } }, to: 'd' },
      ],
    },
    { id: 'b', path: '/book/b', group: 'g', fields: {}, next: [{ when: { scope: 'step.group', schema: { const: 'g' } }, to: 'a' }] },
    { id: 'c', path: '/book/c', fields: {}, next: [{ to: 'ghost' }] },
    { id: 'd', path: '/book/d', fields: {} },
  ];
  const inline = createFunnel(flow, steps);
  const ctx = (booking: Record<string, unknown>, query: Record<string, string> = {}) => ({ booking, partner: {}, query });

  it.each<[string, Record<string, unknown>, Record<string, string>, string | null]>([
    ['a', {}, {}, 'b'],
    ['a', { x: 1 }, {}, 'c'],
    ['a', { x: 2 }, {}, 'd'],
    ['a', { x: 1 }, { jump: 'd' }, 'd'],
    ['b', {}, {}, 'a'],
    ['d', {}, {}, null],
  ])('from %s with booking %j and query %j: %s', (from, booking, query, expected) => {
    expect(nextStep(inline, from, ctx(booking, query))).toBe(expected);
  });

  it('an edge to an unknown step throws', () => {
    expect(() => nextStep(inline, 'c', ctx({}))).toThrow('Edge to unknown step "ghost"');
  });
});
