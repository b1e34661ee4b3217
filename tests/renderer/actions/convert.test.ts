// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { funnelStep } from '../../../core/funnel';
import { convert } from '../../../renderer/actions/convert';
import { funnelDefinition } from '../../../renderer/frame/funnel-definition';
import { createFakeServer } from '../support/fake-server';
import { startFunnel } from '../support/funnel-fixture';
import type { FunnelStore } from '../../../renderer/store/funnel-state';

const checkout = funnelStep(funnelDefinition, 'checkout');
let server: ReturnType<typeof createFakeServer>;
let app: FunnelStore;
beforeEach(() => {
  server = createFakeServer();
  app = startFunnel(server.fetch);
});
afterEach(() => vi.restoreAllMocks());

describe("the checkout's convert action (docs/FUNNEL.md, Saving and conversions)", () => {
  it('pay later: stores the conversion, then goes to processing with status pay_later', async () => {
    const navigate = vi.fn();
    const pathOf = (id: string, query?: Record<string, string>) => `/partners/bayside-movers/${id}?${new URLSearchParams(query)}`;
    const outcome = convert({ step: checkout, formData: { conversionType: 'pay_later', termsAccepted: true }, store: app, navigate, pathOf });
    await server.untilRequests(1);
    server.requests[0]!.respond(200, { id: 7, revision: 1, conversionType: 'pay_later' });
    await server.untilRequests(2);
    expect(server.requests[1]).toMatchObject({ method: 'POST', url: '/api/v1/booking/pay-later' });
    expect(navigate).not.toHaveBeenCalled();
    server.requests[1]!.respond(200, { id: 7, revision: 2, conversionType: 'pay_later' });
    await expect(outcome).resolves.toBe('stop');
    expect(navigate).toHaveBeenCalledWith('/partners/bayside-movers/processing?status=pay_later');
  });

  it('pay now: refused until the payments issue fills the seam, and nothing is sent', async () => {
    const navigate = vi.fn();
    await expect(convert({ step: checkout, formData: { conversionType: 'pay_now' }, store: app, navigate, pathOf: () => '' })).rejects.toThrow('Card payments are not available');
    expect(server.requests).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });
});
