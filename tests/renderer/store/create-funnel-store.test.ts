// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FunnelStore } from '../../../renderer/store/funnel-state';
import { createFakeServer } from '../support/fake-server';
import { startFunnel } from '../support/funnel-fixture';

let app: FunnelStore;
const store = () => app.getState();
const sentBooking = (server: ReturnType<typeof createFakeServer>, index: number) =>
  (server.requests[index]!.body as { booking: Record<string, unknown> }).booking;
/** What the server answers to a save: the booking it stored, next revision, syncedAt stamped. */
const stored = (booking: Record<string, unknown>, revision: number) => ({
  ...booking,
  revision,
  syncedAt: `2026-11-21T10:00:0${revision}.000Z`,
});

let server: ReturnType<typeof createFakeServer>;
beforeEach(() => {
  server = createFakeServer();
  app = startFunnel(server.fetch);
});
afterEach(() => vi.restoreAllMocks());

describe('saves (docs/FUNNEL.md#saving-and-conversions)', () => {
  it('edits the booking at once and sends it with its revision and the current step', async () => {
    store().setCurrentStep('landing');
    store().editBooking({ firstName: 'Dana' });
    expect(store().booking.firstName).toBe('Dana');
    const saved = store().save();
    expect(store().saveState).toBe('saving');
    await server.untilRequests(1);
    expect(server.requests[0]).toMatchObject({ method: 'PUT', url: '/api/v1/booking' });
    expect(sentBooking(server, 0)).toMatchObject({ reference: 'REF00007', revision: 0, firstName: 'Dana', currentStep: 'landing' });
    server.requests[0]!.respond(200, stored(sentBooking(server, 0), 1));
    await saved;
    expect(store().booking).toMatchObject({ firstName: 'Dana', revision: 1, syncedAt: '2026-11-21T10:00:01.000Z' });
    expect(store().booking).not.toHaveProperty('currentStep');
    expect(store().saveState).toBe('idle');
  });

  it('keeps one request in flight and merges every later edit into the next one', async () => {
    store().editBooking({ firstName: 'Dana' });
    const first = store().save();
    await server.untilRequests(1);
    store().editBooking({ lastName: 'Rivera' });
    const second = store().save();
    store().editBooking({ email: 'dana@example.com' });
    const third = store().save();
    await Promise.resolve();
    expect(server.requests).toHaveLength(1);

    server.requests[0]!.respond(200, stored(sentBooking(server, 0), 1));
    await first;
    await server.untilRequests(2);
    expect(sentBooking(server, 1)).toMatchObject({ revision: 1, firstName: 'Dana', lastName: 'Rivera', email: 'dana@example.com' });
    server.requests[1]!.respond(200, stored(sentBooking(server, 1), 2));
    await Promise.all([second, third]);
    expect(server.requests).toHaveLength(2);
    expect(store().booking).toMatchObject({ revision: 2, lastName: 'Rivera', email: 'dana@example.com' });
  });

  it('never lets a slower, older response overwrite a newer edit', async () => {
    store().editBooking({ firstName: 'Dan', bedrooms: 1 });
    const first = store().save();
    await server.untilRequests(1);
    store().editBooking({ firstName: 'Dana' });
    server.requests[0]!.respond(200, stored(sentBooking(server, 0), 1));
    await first;
    expect(store().booking).toMatchObject({ firstName: 'Dana', bedrooms: 1, revision: 1, syncedAt: '2026-11-21T10:00:01.000Z' });

    const second = store().save();
    await server.untilRequests(2);
    expect(sentBooking(server, 1)).toMatchObject({ firstName: 'Dana', revision: 1 });
    server.requests[1]!.respond(200, stored(sentBooking(server, 1), 2));
    await second;
    expect(store().booking.firstName).toBe('Dana');
  });

  it('sends yes/no answers as the booleans the form holds', async () => {
    store().editBooking({ originElevator: true, moveDate: '2026-12-24' });
    const saved = store().save();
    await server.untilRequests(1);
    expect(sentBooking(server, 0)).toMatchObject({ originElevator: true, moveDate: '2026-12-24' });
    server.requests[0]!.respond(200, stored(sentBooking(server, 0), 1));
    await saved;
    expect(store().booking.originElevator).toBe(true);
  });

  it('on 409 takes the server revision, keeps the local edits and retries once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    store().editBooking({ firstName: 'Dana' });
    const saved = store().save();
    await server.untilRequests(1);
    store().editBooking({ lastName: 'Rivera' });
    server.requests[0]!.respond(409, {
      messages: ['This booking changed elsewhere'],
      booking: { reference: 'REF00007', revision: 5, firstName: 'Other', notes: 'from the other tab' },
    });
    await server.untilRequests(2);
    expect(sentBooking(server, 1)).toMatchObject({ revision: 5, firstName: 'Dana', lastName: 'Rivera', notes: 'from the other tab' });
    server.requests[1]!.respond(200, stored(sentBooking(server, 1), 6));
    await saved;
    expect(store().booking).toMatchObject({ revision: 6, firstName: 'Dana', lastName: 'Rivera' });
  });

  // Network failures and 5xx are retried instead (tests/renderer/store/store-save-faults.test.ts); a refusal is final.
  it('a refused save rejects, shows the error state, and the next save sends the edits again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    store().editBooking({ firstName: 'Dana' });
    const failed = store().save();
    await server.untilRequests(1);
    server.requests[0]!.respond(422, { messages: ['Please provide your last name'] });
    await expect(failed).rejects.toThrow('Please provide your last name');
    expect(store().saveState).toBe('error');
    expect(store().booking.firstName).toBe('Dana');

    const retried = store().save();
    await server.untilRequests(2);
    expect(sentBooking(server, 1)).toMatchObject({ firstName: 'Dana', revision: 0 });
    server.requests[1]!.respond(200, stored(sentBooking(server, 1), 1));
    await retried;
    expect(store().saveState).toBe('idle');
  });
});

describe('conversions', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('unserviceable: saves, sends the reason, adopts the server booking and pushes Booking Converted', async () => {
    const converted = store().convert({ conversionType: 'unserviceable', unserviceableReason: 'out_of_state_move' });
    await server.untilRequests(1);
    server.requests[0]!.respond(200, stored(sentBooking(server, 0), 1));
    await server.untilRequests(2);
    expect(server.requests[1]).toMatchObject({
      method: 'PUT',
      url: '/api/v1/booking/unserviceable',
      body: { unserviceableReason: 'out_of_state_move', booking: { revision: 1 } },
    });
    server.requests[1]!.respond(200, {
      ...stored({ reference: 'REF00007' }, 2),
      conversionType: 'unserviceable',
      unserviceableReason: 'out_of_state_move',
    });
    await converted;
    expect(store().booking).toMatchObject({ conversionType: 'unserviceable', revision: 2 });
    expect(window.dataLayer).toEqual([
      {
        event: 'Booking Saved',
        stepId: 'landing',
        bookingReference: 'REF00007',
        partner: { slug: 'bayside-movers', name: 'Bayside Movers' },
        eventVersion: 1,
      },
      {
        event: 'Booking Converted',
        conversionType: 'unserviceable',
        partner: { slug: 'bayside-movers', name: 'Bayside Movers' },
        eventVersion: 1,
      },
    ]);
  });

  it('pay later: saves conversionType pay_later, then POSTs pay-later', async () => {
    const converted = store().convert({ conversionType: 'pay_later' });
    await server.untilRequests(1);
    expect(sentBooking(server, 0)).toMatchObject({ conversionType: 'pay_later' });
    server.requests[0]!.respond(200, stored(sentBooking(server, 0), 1));
    await server.untilRequests(2);
    expect(server.requests[1]).toMatchObject({ method: 'POST', url: '/api/v1/booking/pay-later', body: undefined });
    server.requests[1]!.respond(200, { ...stored({ reference: 'REF00007' }, 2), conversionType: 'pay_later' });
    await converted;
    expect(store().booking.conversionType).toBe('pay_later');
  });
});

describe("the page's dataLayer after a save", () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it.each([
    [
      'a stored save',
      200,
      [
        {
          event: 'Booking Saved',
          stepId: 'originAddress',
          bookingReference: 'REF00007',
          partner: { slug: 'bayside-movers', name: 'Bayside Movers' },
          eventVersion: 1,
        },
      ],
    ],
    ['a refused save', 422, []],
  ])('%s pushes %j, without the answers', async (_case, status, events) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    store().setCurrentStep('landing');
    store().editBooking({ firstName: 'Dana', email: 'dana@example.com' });
    const saved = store()
      .save('originAddress')
      .catch(() => undefined);
    await server.untilRequests(1);
    server.requests[0]!.respond(status, status === 200 ? stored(sentBooking(server, 0), 1) : { messages: ['refused'] });
    await saved;
    expect(window.dataLayer).toEqual(events);
    expect(JSON.stringify(window.dataLayer)).not.toMatch(/Dana|dana@example/);
    // The booking is named by its public reference: no database id, under any key.
    expect(JSON.stringify(window.dataLayer)).not.toMatch(/"(booking)?[iI]d"/);
  });

  it('pushes nothing for a save that stores no step (the counters repricing), and once for the step saved after it', async () => {
    store().setCurrentStep('destinationPropertyDetails');
    store().editBooking({ bedrooms: 2 });
    const live = store().save();
    await server.untilRequests(1);
    // The step is submitted while the live save is in flight: its own save announces it, the live one does not.
    store().editBooking({ bedrooms: 3 });
    const submitted = store().save('moveContentsLivingAreas');
    server.requests[0]!.respond(200, stored(sentBooking(server, 0), 1));
    await live;
    expect(window.dataLayer).toEqual([]);
    await server.untilRequests(2);
    server.requests[1]!.respond(200, stored(sentBooking(server, 1), 2));
    await submitted;
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'Booking Saved', stepId: 'moveContentsLivingAreas' })]);
  });

  it("names a booking's first save by the reference the server gave it", async () => {
    app = startFunnel(server.fetch, { revision: 0 });
    store().setCurrentStep('landing');
    store().editBooking({ firstName: 'Dana' });
    const saved = store().save('landing');
    await server.untilRequests(1);
    expect(sentBooking(server, 0)).not.toHaveProperty('reference');
    server.requests[0]!.respond(200, stored({ ...sentBooking(server, 0), reference: 'K7M2Q9XD' }, 1));
    await saved;
    expect(window.dataLayer).toEqual([
      {
        event: 'Booking Saved',
        stepId: 'landing',
        bookingReference: 'K7M2Q9XD',
        partner: { slug: 'bayside-movers', name: 'Bayside Movers' },
        eventVersion: 1,
      },
    ]);
  });
});
