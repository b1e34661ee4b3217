// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '../../../core/booking';
import { followEdge } from '../../../renderer/navigation/follow-edge';
import { createFakeServer } from '../support/fake-server';
import { startFunnel } from '../support/funnel-fixture';

const pathOf = (id: string, query?: Record<string, string>) =>
  `/partners/bayside-movers/${id}${query ? `?${new URLSearchParams(query)}` : ''}`;
const fullService = {
  reference: 'REF00007',
  revision: 0,
  serviceType: 'full_service',
  originState: 'CA',
  destinationState: 'NV',
  distance: 240,
} as Partial<Booking>;
let server: ReturnType<typeof createFakeServer>;
beforeEach(() => {
  server = createFakeServer();
});
afterEach(() => vi.restoreAllMocks());

describe('followEdge records the conversion an edge names, then navigates', () => {
  it.each<[string, Partial<Booking>, string, string, string]>([
    // [case, booking, from step, conversion request, where it goes]
    [
      'pay later from checkout',
      { reference: 'REF00007', revision: 0, conversionType: 'pay_later' } as Partial<Booking>,
      'checkout',
      'POST /api/v1/booking/pay-later',
      'processing?status=pay_later',
    ],
    [
      'an out-of-state destination',
      fullService,
      'destinationAddress',
      'PUT /api/v1/booking/unserviceable',
      'complete?status=unserviceable&reason=out_of_state_move',
    ],
  ])('%s', async (_case, booking, from, request, target) => {
    const store = startFunnel(server.fetch, booking);
    const navigate = vi.fn();
    const edge = store.getState().funnelSession('').next(from)!;
    const done = followEdge(store, edge, navigate, pathOf);
    // The save first, then the conversion; nothing navigates before the server has it.
    await server.untilRequests(1);
    server.requests[0]!.respond(200, { ...booking, revision: 1 });
    await server.untilRequests(2);
    expect(`${server.requests[1]!.method} ${server.requests[1]!.url}`).toBe(request);
    expect(navigate).not.toHaveBeenCalled();
    server.requests[1]!.respond(200, { ...booking, revision: 2 });
    await done;
    expect(navigate).toHaveBeenCalledWith(`/partners/bayside-movers/${target}`);
  });

  it('a conversion the server refuses with a step to finish goes to that step with its messages', async () => {
    const store = startFunnel(server.fetch, { reference: 'REF00007', revision: 0, conversionType: 'pay_later' } as Partial<Booking>);
    const navigate = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const done = followEdge(store, store.getState().funnelSession('').next('checkout')!, navigate, pathOf);
    await server.untilRequests(1);
    server.requests[0]!.respond(200, { reference: 'REF00007', revision: 1 });
    await server.untilRequests(2);
    server.requests[1]!.respond(422, { messages: ['Please provide your move date'], step: 'moveDate', path: '/book/move-date' });
    await done;
    expect(navigate).toHaveBeenCalledWith('/partners/bayside-movers/moveDate', { state: { refusal: ['Please provide your move date'] } });
  });

  it('any other failure rejects and nothing navigates', async () => {
    const store = startFunnel(server.fetch, { reference: 'REF00007', revision: 0, conversionType: 'pay_later' } as Partial<Booking>);
    const navigate = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const done = followEdge(store, store.getState().funnelSession('').next('checkout')!, navigate, pathOf);
    await server.untilRequests(1);
    server.requests[0]!.respond(200, { reference: 'REF00007', revision: 1 });
    await server.untilRequests(2);
    server.requests[1]!.respond(500, { messages: ['Internal error'] });
    await expect(done).rejects.toThrow();
    expect(navigate).not.toHaveBeenCalled();
  });
});
