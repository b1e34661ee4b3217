import { describe, expect, it } from 'vitest';
import { createFunnel } from '../../../core/flow/funnel';
import { flowFile, stepFiles } from '../../../core/generated/funnel-files';
import { groupsOnPath } from '../../../core/flow/groups-on-path';

const funnel = createFunnel(flowFile, Object.values(stepFiles));
const ALL = ['moveInfo', 'origin', 'destination', 'contents', 'checkout'];

describe('groupsOnPath: the stepper shows the groups the booking walks', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>, string[]]>([
    ['full service', { serviceType: 'full_service' }, { laborOnlyMoves: true }, ALL],
    ['labor only', { serviceType: 'labor_only' }, { laborOnlyMoves: true }, ['moveInfo', 'origin', 'contents', 'checkout']],
    ['service not chosen yet', {}, { laborOnlyMoves: true }, ALL],
    ['partner without labor-only moves', { serviceType: 'full_service' }, { laborOnlyMoves: false }, ALL],
  ])('%s', (_name, booking, partner, expected) => {
    expect(groupsOnPath(funnel, { booking, partner, query: { checkout: 'true' } }).map((g) => g.id)).toEqual(expected);
  });
});
