/**
 * Hostile addresses at the API: a booking whose destination line reads as New York but ends in a San
 * Francisco ZIP was priced as a 7.9-mile Bay Area move and converted as pay later. Now such a line is
 * not placed: no figures, no estimate, its step is unfinished (a later page redirects there) and the
 * conversion sends the customer back to the address step.
 */
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { HOSTILE_ADDRESS_LINES } from './helpers/hostile-address-lines';
import { api, startBooking, useTestApp } from './helpers/test-app';
import { address, COMPLETE_BOOKING } from './helpers/test-bookings';
import { testDatabases } from './helpers/test-databases';

const pglite = testDatabases.find((d) => d.name === 'pglite')!;
const ADDRESS_STEP = { step: 'destinationAddress', path: '/book/destination/address', messages: ['Please provide your home address'] };

describe('a destination line that is not one US street address does not convert', () => {
  let app: FastifyInstance;
  useTestApp(pglite.open, (opened) => ({ app } = opened));

  it.each(HOSTILE_ADDRESS_LINES.map(([what, hostile]) => [what, hostile] as const))(
    '%s (%j): not placed, not priced; pay later and unserviceable both answer the address step',
    async (_what, line) => {
      // The address widget's own claims ride along (San Francisco coordinates and state): they count for nothing.
      const visitor = await startBooking(app, 'bayside-movers', undefined, {
        ...COMPLETE_BOOKING,
        ...address('destination', '1 Market St, San Francisco, CA 94105'),
        destinationAddress: line,
      });
      expect(visitor.props.booking).toMatchObject({ destinationState: null, destinationLat: null, distance: null });
      expect(visitor.props.booking).toMatchObject({ estimate: null, pricingSections: [] });

      const payLater = await api(app, visitor, 'POST', '/api/v1/booking/pay-later');
      expect([payLater.statusCode, payLater.json()]).toEqual([422, expect.objectContaining(ADDRESS_STEP)]);
      const unserviceable = await api(app, visitor, 'PUT', '/api/v1/booking/unserviceable', {
        booking: visitor.props.booking,
        unserviceableReason: 'out_of_state_move',
      });
      expect([unserviceable.statusCode, unserviceable.json()]).toEqual([422, expect.objectContaining(ADDRESS_STEP)]);
    },
  );

  it.each<[string, Record<string, unknown>, number, string | undefined]>([
    ['placed lines: the summary is served', {}, 200, undefined],
    [
      'an unplaced destination: the summary redirects to the destination step',
      { destinationAddress: '350 5th Ave, New York, NY 10118, Apt 94105' },
      302,
      '/partners/bayside-movers/book/destination/address',
    ],
    [
      'an unplaced origin: the summary redirects to the origin step',
      { originAddress: '1 Nowhere Rd, Atlantis, CA 00000' },
      302,
      '/partners/bayside-movers/book/origin/address',
    ],
  ])('%s (the page asks the same flow as the conversion)', async (_case, lines, status, location) => {
    const visitor = await startBooking(app, 'bayside-movers', undefined, { ...COMPLETE_BOOKING, ...lines });
    const page = await app.inject({ url: '/partners/bayside-movers/book/summary', headers: { cookie: visitor.cookie } });
    expect([page.statusCode, page.headers.location]).toEqual([status, location]);
  });

  it('the honest New York line is placed in New York: an out-of-state move, never pay later', async () => {
    const visitor = await startBooking(app, 'bayside-movers', undefined, {
      ...COMPLETE_BOOKING,
      ...address('destination', '350 5th Ave, New York, NY 10118'),
    });
    expect(visitor.props.booking).toMatchObject({ destinationState: 'NY' });
    const payLater = await api(app, visitor, 'POST', '/api/v1/booking/pay-later');
    expect(payLater.statusCode).toBe(422);
    expect(payLater.json()).toMatchObject({ step: 'destinationAddress', unserviceableReason: 'out_of_state_move' });
  });
});
