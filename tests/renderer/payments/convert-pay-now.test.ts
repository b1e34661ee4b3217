// @vitest-environment happy-dom
/**
 * The pay-now submit (docs/FUNNEL.md) with a scripted Stripe and the fake API server:
 * validation first, then the setup intent, then confirmSetup with the processing return address;
 * the card error under the billing form; one submit at a time.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { funnelStep } from '../../../core/flow/funnel';
import { convertPayNow, PAY_NOW_UNAVAILABLE } from '../../../renderer/actions/convert-pay-now';
import { funnelDefinition } from '../../../core/flow/funnel-definition';
import { CARD_MESSAGES } from '../../../renderer/services/payments/card-messages';
import type { FunnelStore } from '../../../renderer/store/funnel-state';
import { createFakeServer } from '../support/fake-server';
import { startFunnel } from '../support/funnel-fixture';

const checkout = funnelStep(funnelDefinition, 'checkout');
const pathOf = (id: string) => `/partners/bayside-movers/book/${id}`;
const context = () => ({
  step: checkout,
  formData: { conversionType: 'pay_now', termsAccepted: true },
  store: app,
  navigate: vi.fn(),
  pathOf,
});

let server: ReturnType<typeof createFakeServer>;
let app: FunnelStore;
let submit: ReturnType<typeof vi.fn>;
let confirmSetup: ReturnType<typeof vi.fn>;
let elements: StripeElements;

beforeEach(() => {
  server = createFakeServer();
  app = startFunnel(server.fetch);
  submit = vi.fn(async () => ({}));
  confirmSetup = vi.fn(async () => ({ error: { type: 'card_error', message: 'Your card was declined.' } }));
  elements = { submit } as unknown as StripeElements;
  app.getState().setCardProvider({ stripe: { confirmSetup } as unknown as Stripe, elements });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('convertPayNow', () => {
  it('validates, asks for a setup intent, then confirms it with the processing page as return address', async () => {
    const outcome = convertPayNow(context());
    await server.untilRequests(1);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/booking/setup-intent',
      body: { termsAccepted: expect.any(Boolean) },
    });
    server.requests[0]!.respond(200, { client_secret: 'seti_1_secret_abc' });
    await expect(outcome).resolves.toBe('stop');
    expect(confirmSetup).toHaveBeenCalledWith({
      elements,
      clientSecret: 'seti_1_secret_abc',
      confirmParams: { return_url: `${window.location.origin}/partners/bayside-movers/book/processing` },
    });
    // The declined card's message, as Stripe words it, for the billing form.
    expect(app.getState().card.error).toBe('Your card was declined.');
  });

  it('stops silently when the element refuses the card: no setup intent, no message of ours', async () => {
    submit.mockResolvedValueOnce({ error: { type: 'validation_error', message: 'Your card number is incomplete.' } });
    await expect(convertPayNow(context())).resolves.toBe('stop');
    expect(server.requests).toEqual([]);
    expect(confirmSetup).not.toHaveBeenCalled();
    expect(app.getState().card.error).toBeNull();
  });

  it.each([
    [
      429,
      { messages: ['Too many attempts to save a card. Please wait a few minutes and try again.'] },
      'Too many attempts to save a card. Please wait a few minutes and try again.',
    ],
    [409, { messages: ['A card is already on file for this booking.'] }, 'A card is already on file for this booking.'],
    [502, null, CARD_MESSAGES.setupFailed],
  ])('shows the setup-intent failure %i under the billing form and does not confirm', async (status, body, shown) => {
    const outcome = convertPayNow(context());
    await server.untilRequests(1);
    server.requests[0]!.respond(status, body);
    await expect(outcome).resolves.toBe('stop');
    expect(confirmSetup).not.toHaveBeenCalled();
    expect(app.getState().card.error).toBe(shown);
  });

  it('clears the last card error when a new submit starts', async () => {
    app.getState().setCardError('Your card was declined.');
    const outcome = convertPayNow(context());
    expect(app.getState().card.error).toBeNull();
    await server.untilRequests(1);
    server.requests[0]!.respond(200, { client_secret: 'seti_1_secret_abc' });
    await outcome;
  });

  it('runs one submit at a time: a second one while the first is in flight does nothing', async () => {
    const first = convertPayNow(context());
    await expect(convertPayNow(context())).resolves.toBe('stop');
    await server.untilRequests(1);
    server.requests[0]!.respond(200, { client_secret: 'seti_1_secret_abc' });
    await first;
    expect([submit.mock.calls.length, server.requests.length, confirmSetup.mock.calls.length]).toEqual([1, 1, 1]);
    // And once it is over, the customer can try again.
    const again = convertPayNow(context());
    await server.untilRequests(2);
    server.requests[1]!.respond(200, { client_secret: 'seti_1_secret_abc' });
    await again;
    expect(confirmSetup).toHaveBeenCalledTimes(2);
  });

  it('is refused while the card form has not loaded', async () => {
    app.getState().setCardProvider(null);
    await expect(convertPayNow(context())).rejects.toThrow(PAY_NOW_UNAVAILABLE);
    expect(server.requests).toEqual([]);
  });
});
