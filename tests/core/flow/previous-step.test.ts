import { describe, expect, it } from 'vitest';
import { createFunnel } from '../../../core/flow/funnel';
import { previousStep } from '../../../core/flow/previous-step';
import type { FlowDefinition, StepDefinition } from '../../../core/flow/step-definition';
import { contextFor, funnel, inlineConstants, type PartnerName } from './navigation-fixtures';

describe('previousStep on the real funnel (docs/FUNNEL.md#flow-and-navigation)', () => {
  it.each<[PartnerName, string | null, string, string | null]>([
    // Back from landing goes nowhere.
    ['bayside', null, 'landing', null],
    ['summit', 'full_service', 'landing', null],
    // Back from services goes to /book.
    ['bayside', 'labor_only', 'services', 'landing'],
    ['bayside', 'full_service', 'services', 'landing'],
    // Back from move-date for a non-labor-only partner skips services and goes to /book.
    ['summit', 'full_service', 'moveDate', 'landing'],
    ['summit', 'labor_only', 'moveDate', 'landing'],
    ['bayside', 'full_service', 'moveDate', 'services'],
    ['bayside', 'labor_only', 'moveDate', 'services'],
    // Back from living-areas for a labor-only booking goes to origin property details.
    ['bayside', 'labor_only', 'moveContentsLivingAreas', 'originPropertyDetails'],
    ['summit', 'labor_only', 'moveContentsLivingAreas', 'originPropertyDetails'],
    ['bayside', 'full_service', 'moveContentsLivingAreas', 'destinationPropertyDetails'],
    ['summit', 'full_service', 'moveContentsLivingAreas', 'destinationPropertyDetails'],
    // Other backs move one step.
    ['summit', 'full_service', 'originAddress', 'moveDate'],
    ['bayside', 'labor_only', 'originPropertyDetails', 'originAddress'],
    ['summit', 'full_service', 'destinationAddress', 'originPropertyDetails'],
    ['summit', 'full_service', 'destinationPropertyDetails', 'destinationAddress'],
    ['bayside', 'full_service', 'moveContentsOther', 'moveContentsLivingAreas'],
    ['bayside', 'labor_only', 'specialtyItemsAppliances', 'moveContentsOther'],
    ['bayside', 'full_service', 'specialtyItemsFurniture', 'specialtyItemsAppliances'],
    ['bayside', 'full_service', 'specialtyItemsOther', 'specialtyItemsFurniture'],
    // Route order: whatever step the flow puts before.
    ['summit', 'full_service', 'additionalNotes', funnel.flow.steps[funnel.flow.steps.indexOf('additionalNotes') - 1]!],
    ['summit', 'full_service', 'summary', 'additionalNotes'],
    ['summit', 'full_service', 'checkout', 'summary'],
    ['summit', 'full_service', 'processing', 'checkout'],
    ['bayside', 'labor_only', 'complete', 'processing'],
  ])('%s, %s booking: back from %s is %s', (partner, serviceType, from, expected) => {
    expect(previousStep(funnel, from, contextFor(partner, serviceType))).toBe(expected);
  });
});

describe('previousStep semantics (inline fixtures)', () => {
  const flow: FlowDefinition = { steps: ['a', 'b', 'c'], groups: [], constants: inlineConstants };
  const steps: StepDefinition[] = [
    { id: 'a', path: '/book/a', fields: {}, back: [{ to: 'c' }] },
    { id: 'b', path: '/book/b', fields: {} },
    {
      id: 'c',
      path: '/book/c',
      fields: {},
      back: [
        { when: { scope: 'partner.flag', schema: { const: true } }, to: 'a' },
        { when: { scope: 'partner.flag', schema: { const: false } }, to: 'nowhere' },
      ],
    },
  ];
  const inline = createFunnel(flow, steps);
  const ctx = (partner: Record<string, unknown>) => ({ booking: {}, partner, query: {} });

  it.each<[string, Record<string, unknown>, string | null]>([
    ['a', {}, 'c'],
    ['b', {}, 'a'],
    ['c', {}, 'b'],
    ['c', { flag: true }, 'a'],
  ])('from %s with partner %j: %s', (from, partner, expected) => {
    expect(previousStep(inline, from, ctx(partner))).toBe(expected);
  });

  it('a back edge to an unknown step throws', () => {
    expect(() => previousStep(inline, 'c', ctx({ flag: false }))).toThrow('Edge to unknown step "nowhere"');
  });
});
