// @vitest-environment happy-dom
/**
 * The client router's half of the deep-link rule: a step beyond where the booking stops redirects
 * there, judged on the conversion the server recorded, never on the checkout's choice in the form.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { StepRoute } from '../../../renderer/app/step-route';
import { COMPLETE_BOOKING } from '../../server/helpers/test-bookings';
import { atRoute, loadStore, partners, step } from '../support/frame-fixture';

afterEach(cleanup);

const complete = step('complete');
const url = '/partners/bayside-movers/book/complete?status=pay_later';

describe('StepRoute on the complete page', () => {
  it('sends a finished booking the server has not converted back to checkout, whatever the form chose', async () => {
    const store = loadStore(partners.bayside, { ...COMPLETE_BOOKING, distance: 12 } as never);
    store.getState().editBooking({ conversionType: 'pay_later' });
    render(atRoute(url, <StepRoute step={complete} />, store));
    expect((await screen.findByTestId('location')).textContent).toBe('/partners/bayside-movers/book/checkout?status=pay_later');
  });

  it('shows the page once the server has recorded the conversion', async () => {
    const store = loadStore(partners.bayside, { ...COMPLETE_BOOKING, distance: 12, conversionType: 'pay_later' } as never);
    render(atRoute(url, <StepRoute step={complete} />, store));
    expect((await screen.findByRole('heading', { level: 1, name: 'Your details are saved!' })).textContent).toBeTruthy();
  });
});
