import { describe, expect, it } from 'vitest';
import { funnelFigures } from '../../../core/insights/funnel-arithmetic';
import { funnelByCut } from '../../../core/insights/funnel-by-cut';
import type { InsightRow } from '../../../core/insights/insight-row';

const row = (step: string, edge: string, visits: number, extra: Partial<InsightRow> = {}): InsightRow => ({
  step,
  edge,
  visits,
  source: 'direct',
  device: 'phone',
  service: 'full_service',
  dayPrice: 'standard',
  conversion: 'none',
  bucket: -1,
  ...extra,
});

// 100 start at a; 60 go on to b, 30 to c (a branch); at b 20 convert, 10 go back to a; at c 5 convert.
const ROWS = [
  row('(start)', 'a', 100),
  row('a', 'b', 60, { bucket: 1 }),
  row('a', 'c', 30, { bucket: 2 }),
  row('b', '(convert)', 20, { conversion: 'pay_later', bucket: 3 }),
  row('b', 'a', 10, { bucket: 0 }),
  row('c', '(convert)', 5, { conversion: 'unserviceable' }),
];

describe('funnelFigures', () => {
  const funnel = funnelFigures(ROWS, ['a', 'b', 'c'], true);
  const step = (id: string) => funnel.steps.find((figures) => figures.step === id)!;

  it('counts times reached, continued, converted and exited per step on a graph with a branch and a way back', () => {
    expect(step('a')).toMatchObject({ reached: 110, continued: 90, converted: 0, exited: 20, edges: { b: 60, c: 30 } });
    expect(step('b')).toMatchObject({ reached: 60, continued: 10, converted: 20, exited: 30, conversions: { pay_later: 20 } });
    expect(step('c')).toMatchObject({ reached: 30, continued: 0, converted: 5, exited: 25 });
  });

  it('takes drop-off as exits at a step ÷ times it was reached', () => {
    expect(step('a').dropOff).toBeCloseTo(20 / 110);
    expect(step('b').dropOff).toBeCloseTo(30 / 60);
    expect(step('c').dropOff).toBeCloseTo(25 / 30);
  });

  it('has starts = Σ exits + Σ conversions exactly', () => {
    expect(funnel).toMatchObject({ starts: 100, exits: 75, conversions: 25, conversionsByType: { pay_later: 20, unserviceable: 5 } });
    expect(funnel.conversionRate).toBeCloseTo(0.25);
  });

  it('reads the time on a step from the moves that left it', () => {
    expect(step('a').histogram).toEqual([0, 60, 30, 0, 0, 0, 0, 0]);
    // 60 visits in [10, 30), 30 in [30, 60): the median is the 45th of 90, inside the first of them.
    expect(step('a').medianSeconds).toBeCloseTo(10 + (45 / 60) * 20);
    expect(step('c').medianSeconds).toBeNull();
  });

  it('leaves a step with no counts at zero and no drop-off', () => {
    expect(funnelFigures([], ['a'], true).steps[0]).toMatchObject({ reached: 0, exited: 0, dropOff: null });
  });
});

describe('a visit changing cut', () => {
  // 10 start with no service type; at a, 6 choose labor only and 4 leave; the 6 go on to b and 2 convert there.
  const rows = [
    row('(start)', 'a', 10, { service: 'none' }),
    row('a', '(recut)', 6, { service: 'none' }),
    row('(recut)', 'a', 6, { service: 'labor_only' }),
    row('a', 'b', 6, { service: 'labor_only' }),
    row('b', '(convert)', 2, { service: 'labor_only', conversion: 'pay_later' }),
  ];

  it('leaves the whole funnel as if nothing happened', () => {
    const whole = funnelFigures(rows, ['a', 'b'], true);
    expect(whole).toMatchObject({ starts: 10, exits: 8, conversions: 2, movedOut: 0 });
    expect(whole.steps[0]).toMatchObject({ reached: 10, exited: 4 });
  });

  it('keeps each cut balanced: what entered it exits, converts or moves to another value', () => {
    const [none, labor] = funnelByCut(rows, 'service', ['a', 'b']);
    expect(labor).toMatchObject({ value: 'labor_only', funnel: { starts: 0, entered: 6, exits: 4, conversions: 2, movedOut: 0 } });
    expect(none).toMatchObject({ value: 'none', funnel: { starts: 10, entered: 10, exits: 4, conversions: 0, movedOut: 6 } });
  });
});

describe('a visit changing the other cut only', () => {
  // 10 full-service visits choose a date at b: their day-price band changes, their service type does not.
  const rows = [
    row('(start)', 'a', 10, { dayPrice: 'no date' }),
    row('a', 'b', 10, { dayPrice: 'no date' }),
    row('b', '(recut)', 10, { dayPrice: 'no date' }),
    row('(recut)', 'b', 10, { dayPrice: 'standard' }),
    row('b', '(convert)', 3, { conversion: 'pay_later' }),
  ];

  it('leaves and enters the same service type at that step, which cancels out', () => {
    const [full] = funnelByCut(rows, 'service', ['a', 'b']);
    expect(full!.funnel).toMatchObject({ starts: 10, entered: 10, exits: 7, conversions: 3, movedOut: 0 });
    expect(full!.funnel.steps[1]).toMatchObject({ reached: 10, exited: 7, movedOut: 0 });
  });
});
