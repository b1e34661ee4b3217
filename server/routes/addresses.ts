import { INCOMPLETE_ADDRESS_MESSAGE } from '../../core/address-provider';
import { AddressRefusedError } from '../addresses/address-refused-error';
import { resolveUsAddress, suggestUsAddresses } from '../addresses/offline-us-addresses';
import { usZipData } from '../addresses/us-zip-data';
import { API_REFUSALS } from './reply-schemas';
import type { RoutePlugin } from './typed-routes';

/** core/address-provider.ts AddressSuggestion and ResolvedAddress. */
const suggestionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'text'],
  properties: { id: { type: 'string' }, text: { type: 'string' }, mainText: { type: 'string' }, secondaryText: { type: 'string' } },
} as const;

const resolvedSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['address', 'street', 'city', 'state', 'postalCode', 'country', 'lat', 'lng', 'placeId'],
  properties: {
    address: { type: 'string' },
    street: { type: 'string' },
    city: { type: 'string' },
    state: { type: 'string' },
    postalCode: { type: 'string' },
    country: { type: 'string', const: 'US' },
    lat: { type: 'number' },
    lng: { type: 'number' },
    placeId: { type: 'string' },
  },
} as const;

/**
 * The offline address provider's endpoints (docs/FUNNEL.md#calls). Read-only GETs, so no CSRF
 * token is needed; ids carry their own data, so any server process can resolve them.
 */
export const addressRoutes: RoutePlugin = async (app) => {
  // Loading and indexing the ZIP dataset takes about a second: do it once the server listens,
  // not on the first customer's keystroke (and not in tests, which only inject).
  app.addHook('onListen', (done) => {
    setImmediate(usZipData);
    done();
  });

  app.get(
    '/api/v1/addresses/suggest',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['input'],
          properties: { input: { type: 'string', maxLength: 200 } },
          additionalProperties: false,
        },
        response: {
          ...API_REFUSALS,
          200: {
            type: 'object',
            additionalProperties: false,
            required: ['suggestions'],
            properties: { suggestions: { type: 'array', items: suggestionSchema } },
          },
        },
      },
    },
    async (request) => ({ suggestions: suggestUsAddresses(request.query.input) }),
  );

  app.get(
    '/api/v1/addresses/resolve',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['id'],
          // base64url JSON of a 200-character street (at most 3 UTF-8 bytes each) and a ZIP fits in 1000.
          properties: { id: { type: 'string', minLength: 1, maxLength: 1000 } },
          additionalProperties: false,
        },
        response: { ...API_REFUSALS, 200: resolvedSchema },
      },
    },
    async (request, reply) => {
      try {
        return resolveUsAddress(request.query.id);
      } catch (error) {
        if (!(error instanceof AddressRefusedError)) throw error;
        return reply.code(422).send({ messages: [INCOMPLETE_ADDRESS_MESSAGE] });
      }
    },
  );
};
