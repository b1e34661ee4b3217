// @vitest-environment happy-dom
/**
 * Back from Stripe on the processing page: the server is asked (verify) and only its answer makes
 * the booking pay_now in the store; redirect_status is never sent.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmPayNowReturn } from '../../../renderer/services/payments/confirm-pay-now-return';
import type { FunnelStore } from '../../../renderer/store/funnel-state';
import { createFakeServer } from '../support/fake-server';
import { startFunnel } from '../support/funnel-fixture';

let server: ReturnType<typeof createFakeServer>;
let app: FunnelStore;
beforeEach(() => {
  server = createFakeServer();
  app = startFunnel(server.fetch, { reference: 'REF00007', revision: 3, firstName: 'Ann', termsAccepted: true } as never);
  window.dataLayer = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('confirmPayNowReturn', () => {
  it('adopts the verified booking (pay_now) and pushes Booking Converted, once per SetupIntent', async () => {
    const first = confirmPayNowReturn(app, 'seti_ok');
    const second = confirmPayNowReturn(app, 'seti_ok');
    await server.untilRequests(1);
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/api/v1/booking/pay-now/verify', body: { setupIntentId: 'seti_ok' } });
    server.requests[0]!.respond(200, {
      reference: 'REF00007',
      revision: 4,
      firstName: 'Ann',
      conversionType: 'pay_now',
      originElevator: true,
    });
    await expect(Promise.all([first, second])).resolves.toEqual([{ converted: true }, { converted: true }]);
    expect(server.requests).toHaveLength(1);
    expect(app.getState().booking).toMatchObject({ conversionType: 'pay_now', revision: 4, originElevator: true, termsAccepted: true });
    expect(app.getState().recorded).toEqual({ conversionType: 'pay_now', unserviceableReason: null });
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'Booking Converted', conversionType: 'pay_now' }));
  });

  it.each([
    [202, { messages: ['still processing'], setupIntentStatus: 'processing', booking: { reference: 'REF00007', revision: 3 } }],
    [
      402,
      {
        messages: ['Your card was not saved.'],
        setupIntentStatus: 'requires_payment_method',
        booking: { reference: 'REF00007', revision: 3 },
      },
    ],
    [404, { messages: ['This card setup does not belong to this booking.'] }],
    [502, { messages: ['We could not reach our card processor.'] }],
  ])('leaves the booking as it was when the server answers %i, and sends the customer back with its words', async (status, body) => {
    const result = confirmPayNowReturn(app, `seti_${status}`);
    await server.untilRequests(1);
    server.requests[0]!.respond(status, body);
    // Nothing entered in this store's booking: back to the landing step, where it stops.
    await expect(result).resolves.toEqual({ converted: false, stepId: 'landing', messages: body.messages });
    expect(app.getState().booking).not.toHaveProperty('conversionType');
    expect(window.dataLayer).toEqual([]);
  });
});
