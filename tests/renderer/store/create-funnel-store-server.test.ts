/**
 * The store as the server builds it, one per request: in Node, with no window, document or
 * sessionStorage, and two stores never share a booking or a save queue.
 */
import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../core/booking';
import { createFakeServer } from '../support/fake-server';
import { startFunnel } from '../support/funnel-fixture';

describe('createFunnelStore on the server', () => {
  it('builds without browser APIs', () => {
    expect([typeof window, typeof document, typeof sessionStorage]).toEqual(['undefined', 'undefined', 'undefined']);
    const app = startFunnel(createFakeServer().fetch, { reference: 'REF00001', revision: 0, firstName: 'Ann' } as Partial<Booking>);
    expect(app.getState()).toMatchObject({
      booking: { firstName: 'Ann' },
      saveState: 'idle',
      currentStep: 'landing',
      card: { provider: null },
    });
  });

  it('keeps every request apart: edits and saves of one store never reach the other', async () => {
    const [serverA, serverB] = [createFakeServer(), createFakeServer()];
    const a = startFunnel(serverA.fetch, { reference: 'REF00001', revision: 0 } as Partial<Booking>);
    const b = startFunnel(serverB.fetch, { reference: 'REF00002', revision: 0 } as Partial<Booking>);
    a.getState().editBooking({ firstName: 'Ann' });
    void a
      .getState()
      .save()
      .catch(() => undefined);
    await serverA.untilRequests(1);
    expect([b.getState().booking.firstName, b.getState().hasUnsavedAnswers(), a.getState().hasUnsavedAnswers()]).toEqual([
      undefined,
      false,
      true,
    ]);
    expect(serverB.requests).toEqual([]);
  });
});
