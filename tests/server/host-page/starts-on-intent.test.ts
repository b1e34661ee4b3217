import { describe, expect, it } from 'vitest';
import { funnelDefinition } from '../../../core/flow/funnel-definition';
import { startsOnIntent } from '../../../server/host-page/starts-on-intent';

const steps = Object.values(funnelDefinition.steps);
const shows = (widget: string) => (step: (typeof steps)[number]) => Object.values(step.fields).some((field) => field.widget === widget);

describe('which funnel pages start their app on the first input (docs/PERFORMANCE.md, "Starting on intent")', () => {
  it('the pages Lighthouse measures do: the landing page, the move date, the summary and the complete page', () => {
    const measured = steps.filter(
      (step) => step.layout?.landing || shows('calendar')(step) || step.view === 'summary' || step.view === 'complete',
    );
    expect(measured.length).toBeGreaterThanOrEqual(4);
    for (const step of measured) expect(startsOnIntent(step, false), step.id).toBe(true);
  });

  it('the checkout, processing and manage pages, and the steps showing an address, start at once', () => {
    const atOnce = steps.filter((step) => !startsOnIntent(step, false));
    const needing = steps.filter(
      (step) => shows('address')(step) || step.view === 'checkout' || step.view === 'processing' || step.view === 'manage',
    );
    expect(atOnce.map((step) => step.id).sort()).toEqual(needing.map((step) => step.id).sort());
    expect(needing.length).toBeGreaterThanOrEqual(5);
  });

  it('none after a refused submit (focus goes to the first field named), nor a page that is no step', () => {
    expect(steps.filter((step) => startsOnIntent(step, true))).toEqual([]);
    expect(startsOnIntent(undefined, false)).toBe(false);
  });
});
