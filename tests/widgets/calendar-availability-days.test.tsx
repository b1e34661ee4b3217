// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getTestRegistry } from '@rjsf/core';
import type { DayAvailability } from '../../core/capacity/day-availability';
import { createAvailabilitySource } from '../../renderer/availability/create-availability-source';
import { CalendarWidget } from '../../widgets/calendar-widget';
import { TimeOfDayWidget } from '../../widgets/time-of-day-widget';
import { renderWidget } from './render-widget';

// The partner's today is June 10, 2025 (the browser's clock says June 11 in another zone): the first
// month is June, the earliest day June 13.
const TODAY = '2025-06-10';
const DAYS: Record<string, Partial<DayAvailability>> = {
  '2025-06-14': { status: 'full', slots: { morning: 'full', afternoon: 'full' } },
  '2025-06-15': { status: 'blackout', slots: { morning: 'full', afternoon: 'full' } },
  '2025-06-17': { status: 'limited', slots: { morning: 'full', afternoon: 'limited' } },
  '2025-06-20': { priceDifference: 108.02 },
  '2025-06-23': { priceDifference: -20.4 },
};

function fakeDays(from: string, to: string): DayAvailability[] {
  const days: DayAvailability[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d.toISOString().slice(0, 10) <= to; d.setUTCDate(d.getUTCDate() + 1)) {
    const date = d.toISOString().slice(0, 10);
    days.push({ date, status: 'open', slots: { morning: 'open', afternoon: 'open' }, priceDifference: 0, pricePercent: 0, ...DAYS[date] });
  }
  return days;
}

/** A step page's formContext with availability answered by `fetchDays`. */
function context(fetchDays: (from: string, to: string) => Promise<DayAvailability[]>, chosenDate?: string) {
  const availability = createAvailabilitySource({ fetchDays, earliest: '2025-06-13', latest: '2026-06-10' });
  return { registry: { ...getTestRegistry({}), formContext: { availability, today: TODAY, chosenDate } }, availability };
}

const moveDate = { label: 'Move date', schema: { type: ['string', 'null'] as ('string' | 'null')[], format: 'date' } };
const day = (iso: string) => document.querySelector(`[data-day="${iso}"]`)!;
const dayButton = (iso: string) => day(iso).querySelector('button')!;

function viewport(desktop: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: desktop, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 5, 11, 1, 30));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the desktop calendar with availability', () => {
  beforeEach(() => viewport(true));

  it('asks once per month it can show, within the days that can be chosen', async () => {
    const fetchDays = vi.fn(async (from: string, to: string) => fakeDays(from, to));
    const { registry } = context(fetchDays);
    renderWidget(CalendarWidget, { ...moveDate, registry });
    await act(async () => undefined);
    expect(fetchDays.mock.calls).toEqual([
      ['2025-06-13', '2025-06-30'],
      ['2025-07-01', '2025-07-31'],
    ]);
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: /next month/i }));
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: /previous month/i }));
    expect(fetchDays.mock.calls.map(([from]) => from)).toEqual(['2025-06-13', '2025-07-01', '2025-08-01']);
  });

  it.each([
    ['2025-06-14', true, '14, Saturday, June 14th, 2025, Fully booked'],
    ['2025-06-15', true, '15, Sunday, June 15th, 2025, Closed'],
    ['2025-06-17', false, '17, Tuesday, June 17th, 2025, Few left'],
    ['2025-06-20', false, '20 +$108, Friday, June 20th, 2025'],
    ['2025-06-23', false, '23 -$20, Monday, June 23rd, 2025'],
    ['2025-06-24', false, '24, Tuesday, June 24th, 2025'],
  ])('%s: disabled %s, named %j', async (iso, disabled, name) => {
    const { registry } = context(async (from, to) => fakeDays(from, to));
    renderWidget(CalendarWidget, { ...moveDate, registry });
    await act(async () => undefined);
    expect(day(iso).hasAttribute('data-disabled')).toBe(disabled);
    expect(dayButton(iso).getAttribute('aria-label')).toBe(name);
  });

  it('shows the price difference on the day and a key to the marks', async () => {
    const { registry } = context(async (from, to) => fakeDays(from, to));
    renderWidget(CalendarWidget, { ...moveDate, registry });
    await act(async () => undefined);
    expect(dayButton('2025-06-20').textContent).toBe('20 +$108');
    const legend = screen.getByTestId('calendar-legend').textContent;
    for (const key of ['Few left', 'Fully booked', 'Closed', 'Price difference for your move that day']) expect(legend).toContain(key);
    // Fully booked and closed look apart: struck through, hatched.
    expect(day('2025-06-14').className).toContain('booking-day-full');
    expect(day('2025-06-15').className).toContain('booking-day-closed');
    expect(day('2025-06-15').className).not.toContain('booking-day-full');
  });

  it("before the booking can be priced, shows each day's price rule as a percent of labor, named as shown", async () => {
    const percentDays = (from: string, to: string) =>
      fakeDays(from, to).map((d) => ({
        ...d,
        priceDifference: 0,
        pricePercent: new Date(`${d.date}T12:00:00Z`).getUTCDay() === 5 ? 10 : 0,
      }));
    const { registry } = context(async (from, to) => percentDays(from, to));
    renderWidget(CalendarWidget, { ...moveDate, registry });
    await act(async () => undefined);
    expect(dayButton('2025-06-20').textContent).toBe('20 +10%');
    expect(dayButton('2025-06-20').getAttribute('aria-label')).toBe('20 +10%, Friday, June 20th, 2025');
    expect(dayButton('2025-06-24').textContent).toBe('24');
    expect(screen.getByTestId('calendar-legend').textContent).toContain('Labor price difference that day');
  });

  it('works while availability loads and after it failed, every day reading open', async () => {
    const pending: ((error: Error) => void)[] = [];
    const { registry } = context(() => new Promise((_resolve, reject) => pending.push(reject)));
    const { props } = renderWidget(CalendarWidget, { ...moveDate, registry });
    expect(screen.getByTestId('calendar-status').textContent).toBe('Checking which days are open…');
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(dayButton('2025-06-14'));
    expect(props.onChange).toHaveBeenLastCalledWith('2025-06-14');
    await act(async () => pending.forEach((fail) => fail(new Error('offline'))));
    expect(screen.getByTestId('calendar-status').textContent).toContain("We couldn't check which days are open");
    expect(day('2025-06-14').hasAttribute('data-disabled')).toBe(false);
  });
});

describe('the phone drawer with availability', () => {
  beforeEach(() => viewport(false));

  it('shows the price differences on the days, and names the chosen day one in its description', async () => {
    const { registry } = context(async (from, to) => fakeDays(from, to));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWidget(CalendarWidget, { ...moveDate, registry, value: '2025-06-20' });
    await user.click(screen.getByRole('button', { name: 'Move date June 20, 2025' }));
    await act(async () => undefined);
    expect(screen.getByRole('dialog').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('dialog').textContent).toContain('June 20, 2025: +$108 for your move.');
    expect(dayButton('2025-06-20').textContent).toBe('20 +$108');
    expect(dayButton('2025-06-20').getAttribute('aria-label')).toMatch(/^20 \+\$108, /);
    expect(dayButton('2025-06-14').getAttribute('aria-label')).toContain('Fully booked');
  });
});

describe('the time of day with availability', () => {
  const timeOfDay = {
    label: 'What time of day is best?',
    options: {
      options: [
        { value: 'morning', label: 'Morning', description: '8AM to Noon' },
        { value: 'afternoon', label: 'Afternoon', description: 'Noon to 4PM' },
      ],
    },
  };

  it('disables a fully booked time and says so, marks the last crew', async () => {
    // No calendar asked for the month (a phone's stays in its closed drawer): the time of day asks itself.
    const { registry } = context(async (from, to) => fakeDays(from, to), '2025-06-17');
    renderWidget(TimeOfDayWidget, { ...timeOfDay, registry });
    await act(async () => undefined);
    const morning = screen.getByRole<HTMLInputElement>('radio', { name: 'Morning 8AM to Noon Fully booked' });
    expect(morning.disabled).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Afternoon Noon to 4PM Few left' }).disabled).toBe(false);
  });
});
