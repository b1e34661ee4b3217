// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Booking } from '../../../core/booking';
import type { Partner } from '../../../core/partner';
import { ApiError } from '../../../renderer/api/api-error';
import type { ApiClient } from '../../../renderer/api/api-client';
import { createFunnelStore } from '../../../renderer/store/create-funnel-store';
import ManageView from '../../../renderer/views/manage-view';
import { atRoute, loadStore, partners, step } from '../support/frame-fixture';

afterEach(cleanup);

const manage = step('manage');
const URL_ = '/partners/bayside-movers/book/manage';
const DAY = 24 * 3_600_000;
/** A local calendar date `days` from now. */
const inDays = (days: number) => new Date(Date.now() + days * DAY).toLocaleDateString('en-CA');

const booking = (fields: Partial<Booking> = {}): Partial<Booking> => ({
  reference: '7KQ2M9XD',
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: '(415) 555-0100',
  serviceType: 'full_service',
  moveDate: inDays(30),
  timeOfDay: 'morning',
  originAddress: '1200 Broadway, Oakland, CA 94612',
  originPropertyType: 'apartment',
  destinationAddress: '500 Castro St, San Francisco, CA 94114',
  destinationPropertyType: 'single_family_house',
  bedrooms: 2,
  conversionType: 'pay_later',
  ...fields,
});

/** A store whose API answers the cancel call with `answer` (a booking, or an error to throw). */
function storeWithCancel(answer: Record<string, unknown> | Error, partner: Partner = partners.bayside) {
  const request = vi.fn(async (method: string, path: string) => {
    if (method !== 'POST' || path !== '/api/v1/booking/cancel') throw new Error(`unexpected ${method} ${path}`);
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const store = createFunnelStore({
    booking: { reference: 'REF00042', ...booking() } as Booking,
    partner,
    location: null,
    settings: { googleApiKey: null, stripeAvailable: true },
    api: { request } as unknown as ApiClient,
  });
  return { store, request };
}

describe('ManageView', () => {
  it('shows the reference, the status, the summary with Change links back here, and the actions before the cut-off', () => {
    render(atRoute(URL_, <ManageView step={manage} />, loadStore(partners.bayside, booking())));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your booking');
    expect(screen.getByTestId('booking-reference').textContent).toBe('Booking reference: 7KQ2M9XD');
    expect(screen.getByTestId('manage-status').textContent).toContain('Saved');
    expect(screen.getByRole('link', { name: 'Reschedule' }).getAttribute('href')).toBe(
      '/partners/bayside-movers/book/move-date?manage=true',
    );
    expect(screen.getByRole('link', { name: 'Change Origin' }).getAttribute('href')).toBe(
      '/partners/bayside-movers/book/origin/address?manage=true',
    );
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeDefined();
    // Pay now is not configured in this store: no card to add.
    expect(screen.queryByRole('link', { name: 'Add a card' })).toBeNull();
    expect(screen.queryByTestId('changes-closed')).toBeNull();
  });

  it('offers Add a card where pay now is configured, only while the booking is saved without one', () => {
    const { store } = storeWithCancel({});
    render(atRoute(URL_, <ManageView step={manage} />, store));
    expect(screen.getByRole('link', { name: 'Add a card' }).getAttribute('href')).toBe('/partners/bayside-movers/book/checkout');
    cleanup();
    render(atRoute(URL_, <ManageView step={manage} />, loadStore(partners.bayside, booking({ conversionType: 'pay_now' }))));
    expect(screen.getByTestId('manage-status').textContent).toContain('Card on file');
    expect(screen.queryByRole('link', { name: 'Add a card' })).toBeNull();
  });

  it.each([
    ['the default 48 hours', partners.bayside, 1, '48'],
    ["the partner's changesCutoffHours", { ...partners.bayside, changesCutoffHours: 96 }, 3, '96'],
  ])('after %s before the move: the phone instead of the actions, the summary without Change links', (_case, partner, days, hours) => {
    render(atRoute(URL_, <ManageView step={manage} />, loadStore(partner, booking({ moveDate: inDays(days) }))));
    const closed = screen.getByTestId('changes-closed');
    expect(closed.textContent).toContain(`Online changes close ${hours} hours before your move.`);
    expect(closed.textContent).toContain('please call Bayside Movers at (415) 555-0123');
    expect(within(closed).getByRole('link').getAttribute('href')).toBe('tel:+14155550123');
    expect(screen.queryByRole('link', { name: 'Reschedule' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Change / })).toBeNull();
  });

  it('cancels after the confirmation dialog (Keep focused first) and then shows the booking cancelled', async () => {
    const { store, request } = storeWithCancel({
      reference: 'REF00042',
      revision: 3,
      ...booking(),
      cancelledAt: '2026-12-01T17:00:00.000Z',
    });
    render(atRoute(URL_, <ManageView step={manage} />, store));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByTestId('cancel-booking-dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Cancel your booking?');
    expect(document.activeElement?.textContent).toBe('Keep my booking');
    expect(request).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByText('Yes, cancel my booking'));
    await waitFor(() => expect(screen.getByTestId('manage-view').getAttribute('data-status')).toBe('cancelled'));
    expect(request).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('manage-status').textContent).toContain('Cancelled');
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    // A new quote is Restart's POST (the cancelled booking's steps all lead back here), asked first.
    fireEvent.click(screen.getByRole('button', { name: 'Get a new quote' }));
    const restart = screen.getByTestId('restart-dialog');
    expect(within(restart).getByRole('heading').textContent).toBe('Start a new quote?');
    expect(restart.textContent).toContain('Your cancelled booking 7KQ2M9XD stays cancelled.');
  });

  it('keeps the booking when the customer keeps it, and says so when the cancellation fails', async () => {
    const { store, request } = storeWithCancel(new ApiError('refused', 409, ['Too late'], {}));
    render(atRoute(URL_, <ManageView step={manage} />, store));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    fireEvent.click(within(screen.getByTestId('cancel-booking-dialog')).getByText('Keep my booking'));
    expect(request).not.toHaveBeenCalled();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    fireEvent.click(within(screen.getByTestId('cancel-booking-dialog')).getByText('Yes, cancel my booking'));
    await screen.findByRole('alert');
    expect(screen.getByRole('alert').textContent).toContain('Your booking could not be cancelled.');
    expect(screen.getByTestId('manage-view').getAttribute('data-status')).toBe('pay_later');
  });

  it.each([
    ['takes a crew (Bayside)', partners.bayside, 'your move date and time are reserved for you'],
    ['takes no crew (Summit, capacity.payLater noCrew)', partners.summit, 'not guaranteed until you add a card'],
  ])('says truthfully whether a pay-later booking holds its crew: pay later %s', (_case, partner, words) => {
    render(atRoute(URL_, <ManageView step={manage} />, loadStore(partner, booking())));
    expect(screen.getByTestId('manage-status').textContent).toContain(words);
  });

  it('shows the estimate the server priced, with its breakdown', () => {
    const priced = booking({ estimate: 1048.7, pricingSections: [{ type: 'labor', title: 'Labor', cost: 850.5, line_items: [] }] });
    render(atRoute(URL_, <ManageView step={manage} />, loadStore(partners.bayside, priced)));
    const estimate = screen.getByTestId('manage-estimate');
    expect(within(estimate).getByTestId('estimate-total').textContent).toBe('$1,048.70');
    expect(within(estimate).getByText('$850.50')).toBeDefined();
  });

  it('is the 404 page for a booking that is not converted', () => {
    render(atRoute(URL_, <ManageView step={manage} />, loadStore(partners.bayside, booking({ conversionType: undefined }))));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404 - Page does not exist');
  });
});
