import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, weekdayOf } from '../../../core/capacity/calendar-date';
import { reportSpans } from '../../../core/insights/report-spans';

/** Every day the spans cover, in order, weeks as their seven days. */
function coveredDays(from: string, to: string): string[] {
  const { weeks, days } = reportSpans(from, to);
  const covered: string[] = [];
  const spans = [...days, ...(weeks ? [{ from: weeks.from, to: addDays(weeks.to, 6) }] : [])];
  for (const span of spans) for (let day = span.from; day <= span.to; day = addDays(day, 1)) covered.push(day);
  return covered.sort();
}

describe('a report span read as whole weeks and loose days', () => {
  it('reads 90 days ending on a Saturday as 12 weeks and the 6 days after them', () => {
    // 2026-11-28 is a Saturday; 89 days before it, 2026-08-31, a Monday.
    expect(reportSpans('2026-08-31', '2026-11-28')).toEqual({
      weeks: { from: '2026-08-31', to: '2026-11-16' },
      days: [{ from: '2026-11-23', to: '2026-11-28' }],
    });
  });

  it('reads a span from Monday to Sunday as weeks only', () => {
    expect(reportSpans('2026-11-02', '2026-11-15')).toEqual({ weeks: { from: '2026-11-02', to: '2026-11-09' }, days: [] });
  });

  it('reads a span with no whole week as days', () => {
    expect(reportSpans('2026-11-24', '2026-11-29')).toEqual({ weeks: null, days: [{ from: '2026-11-24', to: '2026-11-29' }] });
    expect(reportSpans('2026-11-28', '2026-11-28')).toEqual({ weeks: null, days: [{ from: '2026-11-28', to: '2026-11-28' }] });
  });

  it('covers every day of any span once, with weeks from Monday to Sunday', () => {
    for (let start = 0; start < 14; start += 1) {
      for (const length of [1, 6, 7, 8, 13, 14, 30, 90, 400]) {
        const from = addDays('2026-11-01', start);
        const to = addDays(from, length - 1);
        const days = coveredDays(from, to);
        expect(days, `${from}..${to}`).toHaveLength(length);
        expect(days[0]).toBe(from);
        expect(days.at(-1)).toBe(to);
        expect(new Set(days).size).toBe(length);
        const { weeks } = reportSpans(from, to);
        if (weeks) {
          expect(weekdayOf(weeks.from)).toBe('mon');
          expect(daysBetween(weeks.from, weeks.to) % 7).toBe(0);
        } else expect(length).toBeLessThan(13);
      }
    }
  });
});
