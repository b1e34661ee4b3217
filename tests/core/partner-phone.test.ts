import { describe, expect, it } from 'vitest';
import { displayPartnerPhone, isValidPartnerPhone } from '../../core/partner-phone';

describe('partner phone (docs/FUNNEL.md: stored +, one digit, ten digits; shown (###) ###-####)', () => {
  it.each([
    ['+14155550123', true, '(415) 555-0123'],
    ['+17205550188', true, '(720) 555-0188'],
    ['+44155550123', true, '(415) 555-0123'],
  ])('%s is valid and shows as %s', (phone, valid, display) => {
    expect(isValidPartnerPhone(phone)).toBe(valid);
    expect(displayPartnerPhone(phone)).toBe(display);
  });

  it.each(['4155550123', '14155550123', '+1415555012', '+141555501234', '+1 415 555 0123', '+1(415)555-0123', '', '+1415555012a'])(
    '%j is invalid and throws "Invalid phone number format"',
    (phone) => {
      expect(isValidPartnerPhone(phone)).toBe(false);
      expect(() => displayPartnerPhone(phone)).toThrow(new Error('Invalid phone number format'));
    },
  );
});
