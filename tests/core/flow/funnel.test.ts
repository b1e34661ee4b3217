import { describe, expect, it } from 'vitest';
import { createFunnel, funnelStep } from '../../../core/flow/funnel';
import { flowFile, stepFiles } from '../../../core/generated/funnel-files';
import type { FlowDefinition, StepDefinition } from '../../../core/flow/step-definition';
import { stepIdFromPath } from '../../../core/flow/step-id-from-path';
import { inlineConstants } from './navigation-fixtures';

const flow: FlowDefinition = { steps: ['a', 'b'], groups: [], constants: inlineConstants };
const step = (id: string): StepDefinition => ({ id, path: `/book/${id}`, fields: {} });

describe('createFunnel', () => {
  it('indexes the real step files by id, one per flow step and linked step', () => {
    const funnel = createFunnel(flowFile, Object.values(stepFiles));
    expect(Object.keys(funnel.steps).sort()).toEqual([...flowFile.steps, ...(flowFile.linkedSteps ?? [])].sort());
    expect(funnelStep(funnel, 'originPropertyDetails').path).toBe('/book/origin/property-details');
  });

  it.each(Object.values(stepFiles).map((s) => [s.path, s.id]))('step file %s has the camelCased id %s', (path, id) => {
    expect(stepIdFromPath(path)).toBe(id);
  });

  it.each<[string, StepDefinition[], string]>([
    ['a flow step without a file', [step('a')], 'flow.json lists "b"'],
    ['a file outside the flow', [step('a'), step('b'), step('c')], 'Step "c" is not in flow.json'],
    ['a duplicate id', [step('a'), step('b'), step('a')], 'Two step files have the id "a"'],
  ])('throws on %s', (_case, steps, message) => {
    expect(() => createFunnel(flow, steps)).toThrow(message);
  });

  it('takes a linked step (off the route) with its file, and throws on one without', () => {
    const linked = { ...flow, linkedSteps: ['m'] };
    expect(Object.keys(createFunnel(linked, [step('a'), step('b'), step('m')]).steps)).toEqual(['a', 'b', 'm']);
    expect(() => createFunnel(linked, [step('a'), step('b')])).toThrow('flow.json lists "m"');
  });

  it('funnelStep throws on an unknown id', () => {
    expect(() => funnelStep(createFunnel(flow, [step('a'), step('b')]), 'z')).toThrow('Unknown step "z"');
  });
});
