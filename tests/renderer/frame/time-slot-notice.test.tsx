// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { TimeSlotNotice } from '../../../renderer/frame/time-slot-notice';
import { formatCountdown } from '../../../renderer/frame/use-time-slot-countdown';
import { funnelStep } from '../../../core/flow/funnel';
import { funnelDefinition } from '../../../core/flow/funnel-definition';

/** The server's hold: 15 minutes from the test's now. */
const EXPIRES_AT = '2025-06-01T10:15:00.000Z';
const checkout = funnelStep(funnelDefinition, 'checkout');
const HELD = checkout.copy!.timeSlotHeld!;
const EXPIRED = 'Time slot not guaranteed, but you can still submit!';

/** The notice as the layout shows it, with the checkout step's texts. */
function Notice({ expiresAt = EXPIRES_AT }: { expiresAt?: string | null }) {
  return <TimeSlotNotice expiresAt={expiresAt} heldText={HELD} expiredText={checkout.copy!.timeSlotExpired!} />;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-06-01T10:00:00Z'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const clock = () => screen.getByTestId('time-slot-clock').textContent;
const announcement = () => screen.getByTestId('time-slot-announcement').textContent;

function tick(seconds: number) {
  for (let i = 0; i < seconds; i++) act(() => vi.advanceTimersByTime(1000));
}

describe('formatCountdown', () => {
  it.each([
    [15 * 60_000, '15:00'],
    [14 * 60_000 + 59_000, '14:59'],
    [61_000, '1:01'],
    [59_000, '0:59'],
    [500, '0:01'],
    [0, '0:00'],
  ])('%i ms reads %s', (ms, text) => expect(formatCountdown(ms)).toBe(text));
});

describe('TimeSlotNotice', () => {
  it('counts down from 15:00, one tick per second', () => {
    render(<Notice />);
    expect(clock()).toBe('15:00');
    expect(screen.getByTestId('time-slot-notice').textContent).toContain('We are holding your time slot for 15:00.');
    tick(1);
    expect(clock()).toBe('14:59');
    tick(60);
    expect(clock()).toBe('13:59');
  });

  it('announces politely, at most once a minute, then the expiry once', () => {
    render(<Notice />);
    const region = screen.getByTestId('time-slot-announcement');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByTestId('time-slot-clock').closest('[aria-live]')).toBeNull();

    const heard = [announcement()];
    for (let s = 0; s < 15 * 60 + 30; s++) {
      tick(1);
      if (announcement() !== heard.at(-1)) heard.push(announcement());
    }
    // 15 minutes: the first text plus one change per whole minute; the last change is the expiry.
    expect(heard).toHaveLength(16);
    expect(heard[0]).toBe('We are holding your time slot for 15 minutes.');
    expect(heard[1]).toBe('We are holding your time slot for 14 minutes.');
    expect(heard[14]).toBe('We are holding your time slot for 1 minute.');
    expect(heard[15]).toBe(EXPIRED);
  });

  it('switches to the error style with the documented text when the 15 minutes are over', () => {
    render(<Notice />);
    expect(screen.getByTestId('time-slot-notice').dataset.expired).toBeUndefined();
    tick(15 * 60 - 1);
    expect(clock()).toBe('0:01');
    tick(1);
    const notice = screen.getByTestId('time-slot-notice');
    expect(notice.dataset.expired).toBe('true');
    expect(notice.className).toContain('bg-red-50');
    expect(screen.queryByTestId('time-slot-clock')).toBeNull();
    expect(screen.getAllByText(EXPIRED)).toHaveLength(2);
  });

  it.each([
    ['a reload five minutes in', '2025-06-01T10:05:00Z', '10:00'],
    ['a second tab a minute and a half in', '2025-06-01T10:01:30Z', '13:30'],
  ])('counts down to the server expiresAt, so %s reads the same', (_case, now, text) => {
    vi.setSystemTime(new Date(now));
    render(<Notice />);
    expect(clock()).toBe(text);
  });

  it.each([
    ['a hold that expired before the page opened', '2025-06-01T09:59:00.000Z'],
    ['no hold at all', null],
  ])('shows %s as not guaranteed', (_case, expiresAt) => {
    render(<Notice expiresAt={expiresAt} />);
    expect(screen.getByTestId('time-slot-notice').dataset.expired).toBe('true');
    expect(announcement()).toBe(EXPIRED);
  });
});
