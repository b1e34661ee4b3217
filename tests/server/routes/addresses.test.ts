import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INCOMPLETE_ADDRESS_MESSAGE } from '../../../core/address-provider';
import { createApiErrorHandler } from '../../../server/http/api-error-handler';
import { addressRoutes } from '../../../server/routes/addresses';

let app: FastifyInstance;

beforeAll(async () => {
  // The same ajv settings as build-app.ts, so querystring checks behave as in production, and the /api/v1 context's
  // error handler, whose `{ messages }` the routes' response schemas name (a refused query is a 422 there).
  app = Fastify({ ajv: { customOptions: { allErrors: true, removeAdditional: false, coerceTypes: false, useDefaults: false } } });
  app.setErrorHandler(createApiErrorHandler(() => undefined));
  await app.register(addressRoutes);
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });

describe('GET /api/v1/addresses/suggest', () => {
  it('answers {suggestions} for a typed address', async () => {
    const response = await get(`/api/v1/addresses/suggest?input=${encodeURIComponent('123 Main St, Denver, CO 80202')}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ suggestions: { id: string; text: string }[] }>();
    expect(body.suggestions.map((s) => s.text)).toEqual(['123 Main St, Denver, CO 80202']);
  });

  it('answers an empty list when nothing matches', async () => {
    const response = await get('/api/v1/addresses/suggest?input=zzzz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ suggestions: [] });
  });

  it.each([
    ['no input', '/api/v1/addresses/suggest'],
    ['an input over 200 characters', `/api/v1/addresses/suggest?input=${'a'.repeat(201)}`],
    ['an unknown parameter', '/api/v1/addresses/suggest?input=Denver&x=1'],
  ])('rejects %s', async (_case, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ messages: string[] }>().messages.length).toBeGreaterThan(0);
  });
});

describe('GET /api/v1/addresses/resolve', () => {
  it('round-trips a suggestion id to a ResolvedAddress', async () => {
    const suggest = await get(`/api/v1/addresses/suggest?input=${encodeURIComponent('1 Beacon St, Boston, MA 02108')}`);
    const [suggestion] = suggest.json<{ suggestions: { id: string }[] }>().suggestions;
    const response = await get(`/api/v1/addresses/resolve?id=${suggestion!.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      address: '1 Beacon St, Boston, MA 02108',
      street: '1 Beacon St',
      city: 'Boston',
      state: 'MA',
      postalCode: '02108',
      country: 'US',
      lat: 42.3576,
      lng: -71.0684,
      placeId: 'offline:02108:1 Beacon St',
    });
  });

  it('answers 422 with the documented message for an id it cannot resolve', async () => {
    const response = await get('/api/v1/addresses/resolve?id=bm90LWFuLWlk');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ messages: [INCOMPLETE_ADDRESS_MESSAGE] });
  });

  it('rejects a missing id', async () => {
    expect((await get('/api/v1/addresses/resolve')).statusCode).toBe(422);
  });
});
