// @vitest-environment happy-dom
/**
 * The checkout's pay-now guard (docs/FUNNEL.md#validation): submit stays disabled until the terms are accepted
 * and the card provider has loaded; the card error shows under the billing form; without Stripe,
 * pay now says why it is unavailable. The card widget (Stripe itself) is replaced by a stub: the
 * browser test (tests/e2e/pay-now.test.ts) runs the real one against a scripted Stripe.js.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { funnelStep } from '../../../core/flow/funnel';
import { funnelDefinition } from '../../../core/flow/funnel-definition';
import type { FunnelStore } from '../../../renderer/store/funnel-state';
import { FunnelStoreProvider } from '../../../renderer/store/funnel-store-provider';
import CheckoutView from '../../../renderer/views/checkout-view';
import { createFakeServer } from '../support/fake-server';
import { startFunnel } from '../support/funnel-fixture';

vi.mock('../../../widgets/card-widget', () => ({
  CardElement: ({ id }: { id?: string }) => <div id={id} data-testid="card-stub" />,
}));

const checkout = funnelStep(funnelDefinition, 'checkout');
const provider = { stripe: {} as Stripe, elements: {} as StripeElements };

let app: FunnelStore;
const setCardProvider = (value: typeof provider | null) => app.getState().setCardProvider(value);
const setCardError = (error: string | null) => app.getState().setCardError(error);

function renderCheckout(stripeAvailable: boolean) {
  app = startFunnel(createFakeServer().fetch, { reference: 'REF00007', revision: 2 } as never);
  app.setState({ settings: { googleApiKey: null, stripeAvailable } });
  return render(
    <FunnelStoreProvider store={app} browserDuties={false}>
      <MemoryRouter initialEntries={['/partners/bayside-movers/book/checkout']}>
        <Routes>
          <Route path="/partners/:slug/book/checkout" element={<CheckoutView step={checkout} />} />
        </Routes>
      </MemoryRouter>
    </FunnelStoreProvider>,
  );
}

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('checkout with Stripe configured', () => {
  it('enables "Reserve my move" only once the terms are accepted and the card form has loaded', async () => {
    const user = userEvent.setup();
    renderCheckout(true);
    expect(screen.queryByRole('group', { name: 'Billing information' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /^Pay now/ }));
    const billing = await screen.findByRole('group', { name: 'Billing information' });
    await screen.findByTestId('card-stub');
    const submit = screen.getByRole('button', { name: 'Reserve my move' });
    expect(submit).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    expect(submit).toHaveProperty('disabled', true); // the card provider has not loaded
    act(() => setCardProvider(provider));
    expect(submit).toHaveProperty('disabled', false);

    act(() => setCardError('Your card was declined.'));
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('Your card was declined.');
    expect(billing.contains(error)).toBe(true);
    expect(screen.getByTestId('card-stub').compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    act(() => setCardError(null));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('pay later needs only the terms', async () => {
    const user = userEvent.setup();
    renderCheckout(true);
    const submit = screen.getByRole('button', { name: 'Save my details' });
    expect(submit).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    expect(submit).toHaveProperty('disabled', false);
  });
});

describe('checkout without Stripe keys', () => {
  it('shows pay now disabled with its reason, never chosen, and no card form', async () => {
    const user = userEvent.setup();
    renderCheckout(false);
    const payNow = screen.getByRole('radio', {
      name: /^Pay now Card payments are not available right now\. You can save your details and pay later\./,
    });
    expect(payNow).toHaveProperty('disabled', true);
    await user.click(payNow);
    expect(screen.getByRole('radio', { name: /^Pay later/ })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    act(() => setCardProvider(provider));
    expect(screen.getByRole('button', { name: 'Save my details' })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('group', { name: 'Billing information' })).toBeNull();
  });
});
