import { describe, expect, it } from 'vitest';
import { createFunnel } from '../../core/flow/funnel';
import { flowFile, stepFiles } from '../../core/generated/funnel-files';
import { stepDocumentTitle } from '../../core/document-title';

const funnel = createFunnel(flowFile, Object.values(stepFiles));

describe('stepDocumentTitle: every step names its tab from its data', () => {
  it.each([
    ['landing', 'Get your free moving quote in 5 minutes · Bayside Movers'],
    ['moveDate', 'Move date · Bayside Movers'],
    ['originAddress', 'Origin address · Bayside Movers'],
    ['destinationAddress', 'Destination address · Bayside Movers'],
    ['originPropertyDetails', 'Origin property details · Bayside Movers'],
    ['moveContentsLivingAreas', 'Living Areas · Bayside Movers'],
    ['summary', 'Summary · Bayside Movers'],
    ['processing', 'Processing · Bayside Movers'],
  ])('%s -> %s', (id, expected) => {
    expect(stepDocumentTitle(funnel, funnel.steps[id]!, 'Bayside Movers')).toBe(expected);
  });

  it('gives every step of the flow a different title', () => {
    const titles = funnel.flow.steps.map((id) => stepDocumentTitle(funnel, funnel.steps[id]!, 'P'));
    expect(new Set(titles).size).toBe(titles.length);
  });
});
