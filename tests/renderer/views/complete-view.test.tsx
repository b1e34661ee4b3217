// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import CompleteView from '../../../renderer/views/complete-view';
import { atRoute, loadStore, partners, step } from '../support/frame-fixture';

afterEach(cleanup);

const complete = step('complete');
const url = (search: string) => `/partners/bayside-movers/book/complete${search}`;

describe('CompleteView status selection', () => {
  // The conversion the server recorded decides; the URL's status, reason and redirect_status are the browser's word.
  it.each([
    ['?status=pay_later', null, '404 - Page does not exist'],
    ['?status=pay_now', 'pay_later', 'Your details are saved!'],
    ['?status=unserviceable&reason=labor_only_move', null, '404 - Page does not exist'],
    ['?status=unserviceable&reason=labor_only_move', 'pay_later', 'Your details are saved!'],
    ['?redirect_status=succeeded&setup_intent=seti_1', null, '404 - Page does not exist'],
    ['?redirect_status=succeeded', 'pay_later', 'Your details are saved!'],
    ['?status=pay_later&redirect_status=succeeded', 'pay_now', 'We got it!'],
    ['', 'pay_later', 'Your details are saved!'],
    ['', 'pay_now', 'We got it!'],
    ['', 'unserviceable', 'We need more information to finish reserving your move.'],
  ])('%s with conversionType %s shows "%s"', (search, conversionType, title) => {
    const store = loadStore(partners.bayside, { conversionType: conversionType as never });
    render(atRoute(url(search), <CompleteView step={complete} />, store));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
  });

  it("shows the recorded conversion, not the checkout's choice the form still holds (pay now picked after pay later)", () => {
    const store = loadStore(partners.bayside, { conversionType: 'pay_later' });
    store.getState().editBooking({ conversionType: 'pay_now' });
    render(atRoute(url('?status=pay_later'), <CompleteView step={complete} />, store));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your details are saved!');
  });

  it("shows the reason the server recorded, not the URL's", () => {
    const store = loadStore(partners.bayside, { conversionType: 'unserviceable', unserviceableReason: 'out_of_state_move' });
    render(atRoute(url('?status=unserviceable&reason=long_distance_move'), <CompleteView step={complete} />, store));
    expect(screen.getByTestId('unserviceable-reason').textContent).toContain('Out of state moves');
  });
});

describe('CompleteView by status', () => {
  it('pay_now: the documented copy with the partner name and the booking reference', () => {
    const store = loadStore(partners.bayside, { reference: '7KQ2M9XD', conversionType: 'pay_now' });
    render(atRoute(url('?status=pay_now'), <CompleteView step={complete} />, store));
    expect(screen.getByText('Someone from Bayside Movers will be in touch.')).toBeDefined();
    expect(screen.getByTestId('booking-reference').textContent).toBe('Booking reference: 7KQ2M9XD');
  });

  it.each([
    ['pay_later', 'We sent a confirmation to d•••@example.com.'],
    ['pay_now', 'We sent a confirmation to d•••@example.com.'],
    ['unserviceable', null],
  ])('%s: names where the confirmation went, masked (%s)', (conversionType, sentence) => {
    const store = loadStore(partners.bayside, { email: 'dana@example.com', conversionType: conversionType as never });
    render(atRoute(url(''), <CompleteView step={complete} />, store));
    expect(screen.queryByTestId('confirmation-sent')?.textContent ?? null).toBe(sentence);
  });

  it('pay_later past the cut-off: no Complete Booking (the checkout would send it to the manage page)', () => {
    const tomorrow = new Date(Date.now() + 24 * 3_600_000).toLocaleDateString('en-CA');
    const store = loadStore(
      partners.bayside,
      { conversionType: 'pay_later', moveDate: tomorrow, timeOfDay: 'morning' },
      { stripeAvailable: true },
    );
    render(atRoute(url('?status=pay_later'), <CompleteView step={complete} />, store));
    expect(screen.queryByRole('link', { name: 'Complete Booking' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeDefined();
  });

  it("pay_later where pay later takes no crew (Summit's capacity.payLater noCrew): not guaranteed until a card is added", () => {
    const store = loadStore(partners.summit, { conversionType: 'pay_later' });
    render(atRoute(url(''), <CompleteView step={complete} />, store));
    expect(screen.getByText(/not guaranteed until your payment details are added/)).toBeDefined();
  });

  it('a cancelled booking says it is cancelled: no "saved", no confirmation sent, a new quote offered', () => {
    const store = loadStore(
      partners.bayside,
      { reference: '7KQ2M9XD', email: 'dana@example.com', conversionType: 'pay_later', cancelledAt: '2026-12-01T17:00:00.000Z' },
      { stripeAvailable: true },
    );
    render(atRoute(url('?status=pay_later'), <CompleteView step={complete} />, store));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your booking is cancelled.');
    expect(screen.getByTestId('complete-view').getAttribute('data-status')).toBe('cancelled');
    expect(screen.queryByText(/Your details are saved/)).toBeNull();
    expect(screen.queryByTestId('confirmation-sent')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Complete Booking' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Get a new quote' })).toBeDefined();
  });

  it('pay_later without card payments: no Complete Booking, since the checkout could not take a card', () => {
    const store = loadStore(partners.bayside, { conversionType: 'pay_later' });
    render(atRoute(url('?status=pay_later'), <CompleteView step={complete} />, store));
    expect(screen.queryByRole('link', { name: 'Complete Booking' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe(partners.bayside.website);
  });

  it('pay_later: saved copy, Complete Booking back to checkout and Back to home', () => {
    const store = loadStore(partners.bayside, { conversionType: 'pay_later' }, { stripeAvailable: true });
    render(atRoute(url('?status=pay_later'), <CompleteView step={complete} />, store));
    expect(screen.getByText("We've securely saved your moving details and contact information.")).toBeDefined();
    // Bayside's pay later takes a crew (no capacity.payLater): the date and time are reserved.
    expect(screen.getByText(/Your move date and time are reserved, and Bayside Movers will be in touch/)).toBeDefined();
    expect(screen.queryByText(/not guaranteed/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Complete Booking' }).getAttribute('href')).toBe('/partners/bayside-movers/book/checkout');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe(partners.bayside.website);
  });

  it.each([
    ['labor_only_move', "Labor-only moves work a bit differently, so we'll need to double-check the specifics with you directly."],
    ['out_of_state_move', "Out of state moves need a special touch — let's connect you with the right team."],
    ['long_distance_move', "This move is beyond our range, but we'll help you find movers who go the distance."],
  ])('unserviceable %s: the docs/FUNNEL.md#errors message and Edit my Booking', (reason, message) => {
    const store = loadStore(partners.bayside, {
      serviceType: 'full_service',
      conversionType: 'unserviceable',
      unserviceableReason: reason as never,
    });
    render(atRoute(url(`?status=unserviceable&reason=${reason}`), <CompleteView step={complete} />, store));
    expect(screen.getByTestId('unserviceable-reason').textContent).toBe(message);
    expect(screen.getByRole('link', { name: 'Edit my Booking' }).getAttribute('href')).toBe(
      '/partners/bayside-movers/book/destination/address',
    );
    expect(screen.queryByRole('link', { name: 'Complete Booking' })).toBeNull();
  });

  it('unserviceable labor-only: the reason stored on the booking, Edit goes to the origin details', () => {
    const store = loadStore(partners.bayside, {
      serviceType: 'labor_only',
      conversionType: 'unserviceable',
      unserviceableReason: 'long_distance_move',
    });
    render(atRoute(url(''), <CompleteView step={complete} />, store));
    expect(screen.getByTestId('unserviceable-reason').textContent).toContain('beyond our range');
    expect(screen.getByRole('link', { name: 'Edit my Booking' }).getAttribute('href')).toBe(
      '/partners/bayside-movers/book/origin/property-details',
    );
  });
});
