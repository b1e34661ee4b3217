import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../renderer/api/api-client';
import { ApiError } from '../../../renderer/api/api-error';
import { createFakeServer } from '../support/fake-server';

afterEach(() => vi.restoreAllMocks());

describe('the API client (docs/FUNNEL.md)', () => {
  it('sends JSON with the CSRF token and the partner slug', async () => {
    const server = createFakeServer();
    const api = createApiClient({ csrfToken: 'tok-1', partnerSlug: 'bayside-movers', fetch: server.fetch });
    const done = api.request('PUT', '/api/v1/booking', { booking: { reference: 'REF00003' } });
    await server.untilRequests(1);
    const [request] = server.requests;
    expect(request).toMatchObject({
      method: 'PUT',
      url: '/api/v1/booking',
      body: { booking: { reference: 'REF00003' } },
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'x-csrf-token': 'tok-1',
        'x-partner-slug': 'bayside-movers',
      },
    });
    request!.respond(200, { reference: 'REF00003', revision: 1 });
    await expect(done).resolves.toEqual({ reference: 'REF00003', revision: 1 });
  });

  it.each([
    [
      'the response messages',
      422,
      { messages: ['Please provide your first name', 'Please provide your email address'] },
      'Please provide your first name\nPlease provide your email address',
    ],
    ["'API Request Failed: {url}' without messages", 500, { error: 'boom' }, 'API Request Failed: /api/v1/booking/pay-later'],
    ["'API Request Failed: {url}' for a body that is not JSON", 502, undefined, 'API Request Failed: /api/v1/booking/pay-later'],
  ])('throws %s, logs it and rethrows', async (_case, status, body, message) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = createFakeServer();
    const api = createApiClient({ csrfToken: 't', partnerSlug: 'summit-moving', fetch: server.fetch });
    const done = api.request('POST', '/api/v1/booking/pay-later');
    await server.untilRequests(1);
    server.requests[0]!.respond(status, body);
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(message);
    expect((error as ApiError).status).toBe(status);
    expect(logged).toHaveBeenCalledWith(error);
  });

  it('keeps the body of a 409 so the store can read the current booking', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = createFakeServer();
    const api = createApiClient({ csrfToken: 't', partnerSlug: 'summit-moving', fetch: server.fetch });
    const done = api.request('PUT', '/api/v1/booking', { booking: {} });
    await server.untilRequests(1);
    server.requests[0]!.respond(409, { messages: ['stale'], booking: { reference: 'REF00001', revision: 4 } });
    await expect(done).rejects.toMatchObject({ status: 409, body: { booking: { reference: 'REF00001', revision: 4 } } });
  });
});
