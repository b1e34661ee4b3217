import { describe, expect, it } from 'vitest';
import { redactPersonalData } from '../../../renderer/store/redact-personal-data';

describe('devtools never show personal data (docs/FUNNEL.md#business-constants)', () => {
  it('masks names, email and phone and keeps the rest', () => {
    const state = {
      saveState: 'idle',
      booking: { firstName: 'Dana', lastName: 'Rivera', email: 'd@example.com', phone: '(415) 555-0199', bedrooms: 2, notes: null },
    };
    expect(redactPersonalData(state)).toEqual({
      saveState: 'idle',
      booking: { firstName: '[redacted]', lastName: '[redacted]', email: '[redacted]', phone: '[redacted]', bedrooms: 2, notes: null },
    });
    expect(state.booking.firstName).toBe('Dana');
  });
});
