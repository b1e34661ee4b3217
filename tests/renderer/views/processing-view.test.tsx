// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import ProcessingView from '../../../renderer/views/processing-view';
import { atRoute, loadStore, partners, step } from '../support/frame-fixture';

const processing = step('processing');

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const countdown = () => screen.getByTestId('processing-countdown').textContent;

describe('ProcessingView', () => {
  it('ticks 4 seconds, then goes to complete keeping the query string', () => {
    const store = loadStore(partners.bayside);
    render(atRoute('/partners/bayside-movers/book/processing?status=pay_later&utm_source=x', <ProcessingView step={processing} />, store));
    expect(screen.getByRole('heading', { name: 'Your move details are being processed...' })).toBeDefined();
    expect(countdown()).toBe('Redirecting in 4...');
    for (const left of [3, 2, 1]) {
      act(() => vi.advanceTimersByTime(1000));
      expect(countdown()).toBe(`Redirecting in ${left}...`);
    }
    expect(screen.getByRole('link', { name: "Click here if you're not automatically redirected" }).getAttribute('href')).toBe(
      '/partners/bayside-movers/book/complete?status=pay_later&utm_source=x',
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('location').textContent).toBe('/partners/bayside-movers/book/complete?status=pay_later&utm_source=x');
  });

  it("goes to the partner's submission address when there is no override", () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    const store = loadStore(partners.summit);
    render(atRoute('/partners/summit-moving/book/processing?status=pay_later', <ProcessingView step={processing} />, store));
    expect(screen.getByRole('link', { name: "Click here if you're not automatically redirected" }).getAttribute('href')).toBe(
      partners.summit.submissionRedirectUrl,
    );
    act(() => vi.advanceTimersByTime(3000));
    expect(assign).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(assign).toHaveBeenCalledExactlyOnceWith(partners.summit.submissionRedirectUrl);
  });

  it('goes to complete when the booking overrides the submission address', () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    const store = loadStore(partners.summit, { submissionRedirectOverride: 'complete' });
    render(atRoute('/partners/summit-moving/book/processing?status=pay_later', <ProcessingView step={processing} />, store));
    act(() => vi.advanceTimersByTime(4000));
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/partners/summit-moving/book/complete?status=pay_later');
  });
});
