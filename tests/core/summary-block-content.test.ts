import { describe, expect, it } from 'vitest';
import { createFunnel, funnelStep } from '../../core/flow/funnel';
import { flowFile, stepFiles } from '../../core/generated/funnel-files';
import type { SummaryBlock } from '../../core/flow/step-definition';
import { indexFields } from '../../core/index-fields';
import { summaryBlockContent } from '../../core/summary-block-content';

const funnel = createFunnel(flowFile, Object.values(stepFiles));
const fields = indexFields(funnel.steps);
const blocks = funnelStep(funnel, 'summary').summaryBlocks ?? [];
const block = (id: string): SummaryBlock => {
  const found = blocks.find((b) => b.id === id);
  if (!found) throw new Error(`no summary block ${id}`);
  return found;
};

describe('summaryBlockContent', () => {
  it('lists the values entered, labelled where the value alone says nothing', () => {
    const content = summaryBlockContent(
      block('origin'),
      {
        originAddress: '1 Main St, Oakland, CA 94607',
        originPropertyType: 'apartment',
        originFloors: 2,
        originUnitNumber: '',
        originElevator: false,
      },
      fields,
    );
    expect(content).toEqual({
      display: 'values',
      lines: [
        { field: 'originAddress', label: null, value: '1 Main St, Oakland, CA 94607' },
        { field: 'originPropertyType', label: null, value: 'Apartment' },
        { field: 'originFloors', label: 'Number of floors', value: '2' },
        { field: 'originElevator', label: 'Do you need an elevator to access your home?', value: 'No' },
      ],
    });
  });

  it('counts contents and lists the non-zero ones', () => {
    const content = summaryBlockContent(block('contents'), { bedrooms: 2, bathrooms: 1, kitchens: 0, garageSpaces: 1 }, fields);
    expect(content).toEqual({
      display: 'counts',
      total: 4,
      items: [
        { field: 'bedrooms', label: 'Bedrooms', count: 2 },
        { field: 'bathrooms', label: 'Bathrooms', count: 1 },
        { field: 'garageSpaces', label: expect.any(String), count: 1 },
      ],
    });
  });

  it('refuses a block field no step asks for', () => {
    const bad: SummaryBlock = { id: 'x', label: 'X', editStep: 'services', fields: ['serviceTipe'] };
    expect(() => summaryBlockContent(bad, {}, fields)).toThrow('Summary block field "serviceTipe" is asked for by no step');
  });
});
