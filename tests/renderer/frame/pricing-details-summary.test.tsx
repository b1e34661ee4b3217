// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { Booking } from '../../../core/booking';
import { estimateBooking } from '../../../core/pricing/estimate-booking';
import SummaryView from '../../../renderer/views/summary-view';
import { atRoute, loadStore, partners, step } from '../support/frame-fixture';

afterEach(cleanup);

const URL_ = '/partners/bayside-movers/book/summary';
const note =
  "This estimate is based on how long it took us to complete similar moves. Your crew will confirm final details on move day, and you won't be charged until then.";

/** A booking the server priced: its estimate and sections as the engine makes them. */
function pricedBooking(): Partial<Booking> {
  const details = {
    serviceType: 'full_service',
    originFloors: 3,
    originElevator: false,
    originDistanceToTruck: 50,
    originSquareFootage: 1000,
    destinationFloors: 1,
    destinationElevator: true,
    destinationDistanceToTruck: 50,
    distance: 10,
    bedrooms: 2,
    grandPianos: 1,
  };
  const estimate = estimateBooking(details)!;
  return {
    ...details,
    originElevator: false,
    destinationElevator: true,
    estimate: estimate.total,
    pricingSections: estimate.sections,
  } as Partial<Booking>;
}

describe('the summary view estimate block', () => {
  it("shows 'Your estimate' with the server's total, the breakdown and the note", () => {
    const booking = pricedBooking();
    const store = loadStore(partners.bayside, booking);
    render(atRoute(URL_, <SummaryView step={step('summary')} />, store));
    const block = screen.getByRole('region', { name: 'Your estimate' });
    expect(within(block).getByTestId('summary-estimate-total').textContent).toBe(
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(booking.estimate as number),
    );
    const sections = within(block)
      .getAllByTestId('pricing-section')
      .map((el) => el.textContent ?? '');
    expect(sections.map((text) => text.split('$')[0])).toEqual(['Labor', 'Truck fee', 'Stairs', 'Specialty items']);
    expect(within(block).getByText('Grand pianos').nextSibling).toBeNull();
    expect(within(block).getByText(note)).toBeDefined();
    expect(within(block).queryByText('Keep going!')).toBeNull();
  });

  it.each([
    ['no estimate yet', {}],
    ['estimate null (not enough details)', { estimate: null, pricingSections: [] }],
  ])("shows 'Keep going!' and $0.00 with %s", (_case, extra) => {
    const store = loadStore(partners.bayside, { serviceType: 'full_service', ...extra } as Partial<Booking>);
    render(atRoute(URL_, <SummaryView step={step('summary')} />, store));
    const block = screen.getByRole('region', { name: 'Your estimate' });
    expect(within(block).getByTestId('summary-estimate-total').textContent).toBe('$0.00');
    expect(within(block).getByText('We just need a few more details to start calculating your estimate.')).toBeDefined();
    expect(within(block).queryByTestId('cost-breakdown')).toBeNull();
  });
});
