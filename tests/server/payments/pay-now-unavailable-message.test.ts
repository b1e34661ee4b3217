import { expect, it } from 'vitest';
import { payNowUnavailableMessage } from '../../../server/payments/pay-now-unavailable-message';

it("says why pay now is off in the checkout's words, or the partner's own", () => {
  expect(payNowUnavailableMessage({ copy: undefined })).toBe(
    'Card payments are not available right now. You can save your details and pay later.',
  );
  expect(payNowUnavailableMessage({ copy: { 'checkout.payNowUnavailable': 'Call us to pay by card.' } })).toBe('Call us to pay by card.');
});
