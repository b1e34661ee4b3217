/**
 * Bad input (docs/DECISIONS.md, Hardening), the card, depot, address and webhook routes: 500 hostile cases per route
 * (tests/server/hardening/helpers/bad-input-suite.ts).
 */
import { badInputSuite, isBooking } from './helpers/bad-input-suite';
import { anyBody, queryCases, verifyBodies } from './helpers/hostile-inputs';

badInputSuite('bad-input other routes', [
  { name: 'POST /api/v1/booking/setup-intent', method: 'POST', url: '/api/v1/booking/setup-intent', cases: anyBody, valid2xx: () => false },
  {
    name: 'POST /api/v1/booking/pay-now/verify',
    method: 'POST',
    url: '/api/v1/booking/pay-now/verify',
    cases: verifyBodies,
    valid2xx: isBooking,
  },
  { name: 'POST /api/v1/suggested-location', method: 'POST', url: '/api/v1/suggested-location', cases: anyBody, valid2xx: () => false },
  {
    name: 'GET /api/v1/addresses/suggest',
    method: 'GET',
    url: '/api/v1/addresses/suggest',
    cases: queryCases('input'),
    valid2xx: (body) => Array.isArray((body as { suggestions?: unknown }).suggestions),
  },
  {
    name: 'GET /api/v1/addresses/resolve',
    method: 'GET',
    url: '/api/v1/addresses/resolve',
    cases: queryCases('id'),
    valid2xx: (body) => typeof (body as { address?: unknown }).address === 'string',
  },
  {
    name: 'POST /api/v1/stripe/webhook',
    method: 'POST',
    url: '/api/v1/stripe/webhook',
    cases: anyBody,
    valid2xx: () => false,
    webhook: true,
  },
]);
