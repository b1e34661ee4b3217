import { describe, expect, it } from 'vitest';
import { initialBooking } from '../../../renderer/mount/initial-booking';

describe('query parameters merged into the booking props (docs/FUNNEL.md#screens-and-routes)', () => {
  it('keeps the marketing parameters and typed booking fields, and reports them as edits to save', () => {
    const { booking, fromQuery } = initialBooking(
      { reference: 'REF00009', revision: 3, originElevator: true, firstName: 'Dana' },
      '?utm_source=newsletter&utm_campaign=spring&serviceType=labor_only&bedrooms=3&checkout=true',
    );
    expect(booking).toMatchObject({ reference: 'REF00009', revision: 3, originElevator: true, firstName: 'Dana' });
    expect(fromQuery).toEqual({ utm_source: 'newsletter', utm_campaign: 'spring', serviceType: 'labor_only', bedrooms: 3 });
  });

  it('ignores server-owned fields and values the booking schema refuses', () => {
    const { fromQuery } = initialBooking(
      { reference: 'REF00009', revision: 3 },
      '?revision=99&conversionType=pay_now&serviceType=teleport',
    );
    expect(fromQuery).toEqual({});
  });
});
