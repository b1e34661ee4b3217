// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CalendarWidget } from '../../widgets/calendar-widget';
import { renderWidget } from './render-widget';

const moveDate = { label: 'Move date', schema: { type: ['string', 'null'] as ('string' | 'null')[], format: 'date' } };

/** Pretends the viewport is a phone (below md) or a desktop, as CSS media queries see it. */
function viewport(desktop: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === '(min-width: 768px)' ? desktop : false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

const day = (iso: string) => document.querySelector(`[data-day="${iso}"]`)!;
const dayButton = (iso: string) => day(iso).querySelector('button')!;

beforeEach(() => {
  // June 10, 2025: the earliest move date is June 13 (today + 3 days), the latest June 10, 2026
  // (today + 365 days, docs/FUNNEL.md#business-constants).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 5, 10, 9, 30));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('CalendarWidget on a desktop', () => {
  beforeEach(() => viewport(true));

  it('starts at the current month with six fixed weeks and outside days', () => {
    renderWidget(CalendarWidget, moveDate);
    expect(screen.getByText('June 2025')).toBeTruthy();
    expect(document.querySelectorAll('.rdp-week')).toHaveLength(6);
    // June 30, 2025 is a Monday: the last weeks show July's first days as outside days.
    expect(day('2025-07-05').hasAttribute('data-outside')).toBe(true);
    expect(day('2025-07-12').hasAttribute('data-outside')).toBe(true);
    expect(screen.getByRole('button', { name: /previous month/i }).getAttribute('aria-disabled')).toBe('true');
  });

  it.each([
    ['nothing chosen: the first day that can be chosen', undefined, '2025-06-13'],
    ['a chosen day', '2025-06-20', '2025-06-20'],
  ])('puts the field id and its error on the Tab stop day (%s), named by its visible number first', (_case, value, iso) => {
    renderWidget(CalendarWidget, { ...moveDate, value, rawErrors: ['Please provide your move date'] });
    const field = document.getElementById('root_field')!;
    expect(field).toBe(dayButton(iso));
    expect(field.getAttribute('tabindex')).toBe('0');
    expect(field.getAttribute('aria-describedby')).toBe('root_field__error');
    expect(field.getAttribute('aria-label')!.startsWith(`${field.textContent}, `)).toBe(true);
  });

  it('opens on the month of the earliest day when the current month has none left', () => {
    vi.setSystemTime(new Date(2025, 5, 29, 9, 30));
    renderWidget(CalendarWidget, moveDate);
    expect(screen.getByText('July 2025')).toBeTruthy();
    expect(document.getElementById('root_field')).toBe(dayButton('2025-07-02'));
  });

  it.each([
    ['2025-06-10', true],
    ['2025-06-12', true],
    ['2025-06-13', false],
    ['2025-06-30', false],
  ])('with the default earliest date, %s disabled: %s', (iso, disabled) => {
    renderWidget(CalendarWidget, moveDate);
    expect(day(iso).hasAttribute('data-disabled')).toBe(disabled);
  });

  it.each([
    ['2026-06-09', false],
    ['2026-06-10', false],
    ['2026-06-11', true],
    ['2026-06-30', true],
  ])('with the default latest date, %s disabled: %s', (iso, disabled) => {
    renderWidget(CalendarWidget, { ...moveDate, value: '2026-06-01' });
    expect(screen.getByText('June 2026')).toBeTruthy();
    expect(day(iso).hasAttribute('data-disabled')).toBe(disabled);
  });

  it('stops at the month of the latest date', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWidget(CalendarWidget, { ...moveDate, value: '2026-05-20' });
    const next = screen.getByRole('button', { name: /next month/i });
    expect(next.getAttribute('aria-disabled')).toBeNull();
    await user.click(next);
    expect(screen.getByText('June 2026')).toBeTruthy();
    expect(next.getAttribute('aria-disabled')).toBe('true');
  });

  it('disables days after the latest option and stops at its month', () => {
    renderWidget(CalendarWidget, { ...moveDate, options: { latest: '2025-06-20' } });
    expect(day('2025-06-20').hasAttribute('data-disabled')).toBe(false);
    expect(day('2025-06-21').hasAttribute('data-disabled')).toBe(true);
    expect(screen.getByRole('button', { name: /next month/i }).getAttribute('aria-disabled')).toBe('true');
  });

  it('disables days before the earliest option', () => {
    renderWidget(CalendarWidget, { ...moveDate, options: { earliest: '2025-06-20' } });
    expect(day('2025-06-19').hasAttribute('data-disabled')).toBe(true);
    expect(day('2025-06-20').hasAttribute('data-disabled')).toBe(false);
  });

  it('sends the clicked day as an ISO date and ignores disabled days', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { props } = renderWidget(CalendarWidget, moveDate);
    await user.click(dayButton('2025-06-11'));
    expect(props.onChange).not.toHaveBeenCalled();
    await user.click(dayButton('2025-06-20'));
    expect(props.onChange).toHaveBeenLastCalledWith('2025-06-20');
    expect(day('2025-06-20').hasAttribute('data-selected')).toBe(true);
  });

  it('opens on the month of a stored later date', () => {
    renderWidget(CalendarWidget, { ...moveDate, value: '2025-08-05' });
    expect(screen.getByText('August 2025')).toBeTruthy();
    expect(day('2025-08-05').hasAttribute('data-selected')).toBe(true);
  });

  it('reports focus when entering the calendar and blur when leaving it', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { props } = renderWidget(CalendarWidget, { ...moveDate, value: '2025-06-20' });
    await user.click(dayButton('2025-06-20'));
    expect(props.onFocus).toHaveBeenCalledWith('root_field', '2025-06-20');
    await user.click(document.body);
    expect(props.onBlur).toHaveBeenCalledWith('root_field', '2025-06-20');
  });

  it('is a group named by its label, invalid with its error shown', () => {
    renderWidget(CalendarWidget, { ...moveDate, rawErrors: ['Please provide your move date'] });
    const group = screen.getByRole('group', { name: 'Move date' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-describedby')).toBe('root_field__error');
  });
});

describe('CalendarWidget on a phone', () => {
  beforeEach(() => viewport(false));

  it('shows a button that opens a drawer with the month, limited to the earliest and latest dates', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { props } = renderWidget(CalendarWidget, moveDate);
    expect(document.querySelector('.rdp-root')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Move date Choose a date' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Choose a day between June 13, 2025 and June 10, 2026.');
    expect(within(dialog).getByText('June 2025')).toBeTruthy();
    expect(day('2025-06-12').hasAttribute('data-disabled')).toBe(true);
    await user.click(dayButton('2025-06-20'));
    expect(props.onChange).toHaveBeenLastCalledWith('2025-06-20');
    expect(props.onBlur).not.toHaveBeenCalled();
  });

  it('counts as blurred when the drawer closes, not when it opens', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { props } = renderWidget(CalendarWidget, { ...moveDate, value: '2025-06-20' });
    const trigger = screen.getByRole('button', { name: 'Move date June 20, 2025' });
    await user.click(trigger);
    expect(props.onFocus).toHaveBeenCalledWith('root_field', '2025-06-20');
    await screen.findByRole('dialog');
    expect(props.onBlur).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(props.onBlur).toHaveBeenCalledTimes(1);
    expect(props.onBlur).toHaveBeenCalledWith('root_field', '2025-06-20');
  });
});
