// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Booking } from '../../../core/booking';
import { ApiError } from '../../../renderer/api/api-error';
import { createFunnelStore } from '../../../renderer/store/create-funnel-store';
import SummaryView from '../../../renderer/views/summary-view';
import { atRoute, loadStore, partners, step } from '../support/frame-fixture';

afterEach(cleanup);

const summary = step('summary');
const URL_ = '/partners/bayside-movers/book/summary';

const booking: Partial<Booking> = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: '(415) 555-0100',
  serviceType: 'full_service',
  moveDate: '2025-06-05',
  timeOfDay: 'afternoon',
  originAddress: '1200 Broadway, Oakland, CA 94612',
  originPropertyType: 'apartment',
  destinationAddress: '500 Castro St, San Francisco, CA 94114',
  destinationPropertyType: 'single_family_house',
  bedrooms: 2,
  bathrooms: 1,
  grandPianos: 1,
};

const block = (id: string) => document.querySelector(`[data-block="${id}"]`) as HTMLElement | null;

describe('SummaryView', () => {
  it('shows the documented heading and a block per answer, each with an Edit link adding checkout=true', () => {
    const store = loadStore(partners.bayside, booking);
    render(atRoute(URL_, <SummaryView step={summary} />, store));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Book your move');
    expect(screen.getByText('Do we have all of the details?')).toBeDefined();
    expect(within(block('moveDate')!).getByText('June 5, 2025')).toBeDefined();
    expect(within(block('moveDate')!).getByText('Afternoon, Noon to 4PM')).toBeDefined();
    expect(within(block('contents')!).getByText('3 items')).toBeDefined();
    expect(within(block('specialtyItems')!).getByText('1 item')).toBeDefined();
    expect(within(block('specialtyItems')!).getByText('Grand pianos')).toBeDefined();
    expect(within(block('origin')!).getByRole('link', { name: 'Edit Origin' }).getAttribute('href')).toBe(
      '/partners/bayside-movers/book/origin/address?checkout=true',
    );
    expect(within(block('service')!).getByRole('link', { name: 'Edit Service' }).getAttribute('href')).toBe(
      '/partners/bayside-movers/book/services?checkout=true',
    );
  });

  it('shows the contact details first, with an Edit link to where they are entered', () => {
    const store = loadStore(partners.bayside, booking);
    render(atRoute(URL_, <SummaryView step={summary} />, store));
    const contact = block('contact')!;
    expect(document.querySelector('[data-block]')).toBe(contact);
    for (const value of ['Ann', 'Lee', 'ann@example.com', '(415) 555-0100']) expect(contact.textContent).toContain(value);
    expect(within(contact).getByRole('link', { name: 'Edit Contact' }).getAttribute('href')).toBe(
      '/partners/bayside-movers/book?checkout=true',
    );
  });

  it('a partner without labor-only moves has no Edit on Service (its services step offers one choice), and Edit elsewhere', () => {
    const store = loadStore(partners.summit, booking);
    render(atRoute('/partners/summit-moving/book/summary', <SummaryView step={summary} />, store));
    expect(within(block('service')!).queryByRole('link')).toBeNull();
    expect(within(block('origin')!).getByRole('link', { name: 'Edit Origin' })).toBeDefined();
  });

  it.each([
    ['full_service', true],
    ['labor_only', false],
  ])('%s: destination block shown %s', (serviceType, shown) => {
    const store = loadStore(partners.bayside, { ...booking, serviceType: serviceType as Booking['serviceType'] });
    render(atRoute(URL_, <SummaryView step={summary} />, store));
    expect(block('destination') !== null).toBe(shown);
  });

  it.each([
    [null, false],
    ['', false],
    ['Piano to the 2nd floor', true],
  ])('notes %j: notes block shown %s', (notes, shown) => {
    const store = loadStore(partners.bayside, { ...booking, notes });
    render(atRoute(URL_, <SummaryView step={summary} />, store));
    expect(block('notes') !== null).toBe(shown);
  });

  it('submit saves and waits for the server, takes the hold, then goes to checkout', async () => {
    let release!: () => void;
    const hold = { expiresAt: '2025-06-01T10:15:00.000Z' };
    const request = vi.fn((_method: string, url: string, body?: unknown) =>
      url === '/api/v1/booking/hold'
        ? Promise.resolve({ hold })
        : new Promise((resolve) => {
            release = () => resolve({ ...(body as { booking: object }).booking, revision: 1 });
          }),
    );
    const store = createFunnelStore({
      booking: { reference: 'REF00042', revision: 0, ...booking } as Booking,
      partner: partners.bayside,
      location: null,
      settings: { googleApiKey: null, stripeAvailable: false },
      api: { request: request as never },
    });
    render(atRoute(URL_, <SummaryView step={summary} />, store));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // The 4th argument carries the save's timeout signal (docs/DECISIONS.md, Hardening).
    await vi.waitFor(() =>
      expect(request).toHaveBeenCalledWith('PUT', '/api/v1/booking', expect.anything(), { signal: expect.any(AbortSignal) }),
    );
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('location')).toBeNull();
    release();
    expect((await screen.findByTestId('location')).textContent).toBe('/partners/bayside-movers/book/checkout');
    expect(request).toHaveBeenLastCalledWith('POST', '/api/v1/booking/hold');
    expect(store.getState().hold).toEqual(hold);
  });

  it('a slot that filled meanwhile (409) sends the customer to the move date with the server words', async () => {
    const refusal = 'Sorry, the morning of June 5 was just fully booked.';
    const request = vi.fn((_method: string, url: string, body?: unknown) =>
      url === '/api/v1/booking/hold'
        ? Promise.reject(new ApiError(refusal, 409, [refusal], { messages: [refusal] }))
        : Promise.resolve({ ...(body as { booking: object }).booking, revision: 1 }),
    );
    const store = createFunnelStore({
      booking: { reference: 'REF00042', revision: 0, ...booking } as Booking,
      partner: partners.bayside,
      location: null,
      settings: { googleApiKey: null, stripeAvailable: false },
      api: { request: request as never },
      hold: { expiresAt: '2025-06-01T10:15:00.000Z' },
    });
    render(atRoute(URL_, <SummaryView step={summary} />, store));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/partners/bayside-movers/book/move-date?checkout=true');
    expect(store.getState().hold).toBeNull();
  });

  it('Back goes to the notes step', () => {
    const store = loadStore(partners.bayside, booking);
    render(atRoute(URL_, <SummaryView step={summary} />, store));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location').textContent).toBe('/partners/bayside-movers/book/additional-notes');
  });
});
