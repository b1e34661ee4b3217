import { describe, expect, it } from 'vitest';
import { funnelDefinition } from '../../../core/flow/funnel-definition';
import { startsOnIntent } from '../../../server/host-page/starts-on-intent';

const steps = Object.values(funnelDefinition.steps);
const startingOnIntent = (refused: boolean) =>
  steps
    .filter((step) => startsOnIntent(step, refused))
    .map((step) => step.id)
    .sort();

describe('which funnel pages start their app on the first input (docs/PERFORMANCE.md, "Starting on intent")', () => {
  it('every step but the checkout, processing, manage and address steps', () => {
    const atOnce = steps.filter((step) => !startsOnIntent(step, false)).map((step) => step.id);
    expect(atOnce.sort()).toEqual(['checkout', 'destinationAddress', 'manage', 'originAddress', 'processing']);
    expect(startingOnIntent(false)).toEqual(expect.arrayContaining(['landing', 'moveDate', 'summary', 'complete']));
  });

  it('none after a refused submit (focus goes to the first field named), nor a page that is no step', () => {
    expect(startingOnIntent(true)).toEqual([]);
    expect(startsOnIntent(undefined, false)).toBe(false);
  });
});
