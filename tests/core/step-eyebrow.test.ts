import { describe, expect, it } from 'vitest';
import { stepFiles } from '../../core/generated/funnel-files';
import { stepEyebrow } from '../../core/step-eyebrow';
import type { StepDefinition } from '../../core/flow/step-definition';

const steps = Object.values(stepFiles) as StepDefinition[];

describe('stepEyebrow', () => {
  it.each([
    ['moveContentsLivingAreas', 'Living Areas'],
    ['moveContentsOther', 'Other Areas'],
    ['specialtyItemsAppliances', 'Appliances'],
    ['specialtyItemsFurniture', 'Furniture'],
    ['specialtyItemsOther', 'Other items'],
    ['moveDate', null],
    ['landing', null],
  ])('%s → %s', (id, expected) => {
    const step = steps.find((candidate) => candidate.id === id)!;
    expect(stepEyebrow(steps, step)).toBe(expected);
  });
});
