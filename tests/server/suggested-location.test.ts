import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabases } from './helpers/test-databases';
import { api, testPartners, useTestApp, visit } from './helpers/test-app';
import { address } from './helpers/test-bookings';

/** An origin address in the depot's own ZIP: the server places it there, whatever coordinates the browser sends. */
const originAt = (location: { line1: string; city: string; state: string; zip: string }) =>
  address('origin', `${location.line1}, ${location.city}, ${location.state} ${location.zip}`, { Lat: 0, Lng: 0 });

/** Every depot of the demo partners: an origin at a depot must be served by that depot. */
const DEPOTS = testPartners().flatMap((partner) =>
  partner.locations.map((location) => ({ slug: partner.slug, name: location.name, location })),
);

describe.each(testDatabases)('POST /api/v1/suggested-location on $name', ({ open }) => {
  let app: FastifyInstance;

  useTestApp(open, (opened) => ({ app } = opened));

  it.each(DEPOTS)('$slug: an origin in the ZIP of $name gets $name', async ({ slug, location }) => {
    const visitor = await visit(app, slug);
    const booking = { ...visitor.props.booking, ...originAt(location) };
    expect((await api(app, visitor, 'PUT', '/api/v1/booking', { booking })).statusCode).toBe(200);

    const response = await api(app, visitor, 'POST', '/api/v1/suggested-location');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(location);
  });

  it.each(testPartners().map((partner) => [partner.slug, partner.locations[0]!] as const))(
    '%s: without origin coordinates, the first depot',
    async (slug, first) => {
      const visitor = await visit(app, slug);
      const response = await api(app, visitor, 'POST', '/api/v1/suggested-location');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(first);
    },
  );

  it('remembers the depot on the booking without making an in-flight save stale', async () => {
    const bayside = testPartners().find((partner) => partner.slug === 'bayside-movers')!;
    const depot = bayside.locations[1]!;
    const visitor = await visit(app, 'bayside-movers');
    const origin = originAt(depot);
    const saved = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, ...origin } });

    expect((await api(app, visitor, 'POST', '/api/v1/suggested-location')).json().id).toBe(depot.id);

    // A save based on the revision before the suggestion is still current, and keeps the locationId it did not send.
    const next = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...saved.json(), firstName: 'Lee' } });
    expect(next.statusCode).toBe(200);
    expect(next.json()).toMatchObject({ locationId: depot.id, firstName: 'Lee', revision: 2 });
    const page = await visit(app, 'bayside-movers', visitor.cookie);
    expect(page.props.location).toEqual(depot);
    expect(page.props.booking.locationId).toBe(depot.id);
  });
});
