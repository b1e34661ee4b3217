import { describe, expect, it } from 'vitest';
import { createFunnel } from '../../core/flow/funnel';
import { flowFile, stepFiles } from '../../core/generated/funnel-files';
import { formatFieldValue } from '../../core/format-field-value';
import { indexFields } from '../../core/index-fields';

const fields = indexFields(createFunnel(flowFile, Object.values(stepFiles)).steps);

describe('formatFieldValue', () => {
  // Labels come from the step that asks for the field; the date reads like 'June 5, 2025' (docs/FUNNEL.md#screens-and-routes).
  it.each([
    ['serviceType', 'full_service', 'Full service'],
    ['serviceType', 'labor_only', 'Labor only'],
    ['moveDate', '2025-06-05', 'June 5, 2025'],
    ['timeOfDay', 'morning', 'Morning, 8AM to Noon'],
    ['timeOfDay', 'afternoon', 'Afternoon, Noon to 4PM'],
    ['originPropertyType', 'single_family_house', 'Single family house'],
    ['originFloors', 5, '5+'],
    ['originDistanceToTruck', 100, '50-100 yards'],
    ['originElevator', true, 'Yes'],
    ['originElevator', false, 'No'],
    ['originSquareFootage', 2500, '2,500'],
    ['notes', 'Piano on the 2nd floor', 'Piano on the 2nd floor'],
  ])('%s = %j reads %s', (field, value, text) => {
    expect(formatFieldValue(fields[field]!, value)).toBe(text);
  });
});
