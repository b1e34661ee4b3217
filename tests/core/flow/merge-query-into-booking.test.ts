import { describe, expect, it } from 'vitest';
import { mergeQueryIntoBooking } from '../../../core/flow/merge-query-into-booking';

describe('mergeQueryIntoBooking (docs/FUNNEL.md#screens-and-routes: query parameters merged into the booking props)', () => {
  const booking = { reference: 'REF00009', firstName: 'Ada', bedrooms: 1 };

  it.each<[string, string, Record<string, unknown>]>([
    [
      'utm_* kept',
      'utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_content=a&utm_term=movers',
      {
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'spring',
        utm_content: 'a',
        utm_term: 'movers',
      },
    ],
    ['a field the booking has is never replaced', 'firstName=Mallory&bedrooms=9', {}],
    ['an empty field is filled', 'lastName=Hopper&email=grace%40example.com', { lastName: 'Hopper', email: 'grace@example.com' }],
    ['integers typed', 'bathrooms=3&originSquareFootage=1500', { bathrooms: 3, originSquareFootage: 1500 }],
    ['enum values typed and kept', 'serviceType=labor_only&originFloors=2', { serviceType: 'labor_only', originFloors: 2 }],
    [
      'booleans from true/yes/false/no',
      'originElevator=yes&destinationElevator=false',
      { originElevator: true, destinationElevator: false },
    ],
    ['arrays from a comma list', 'contactPreference=call,text', { contactPreference: ['call', 'text'] }],
    ['arrays from repeated keys', 'contactPreference=call&contactPreference=email', { contactPreference: ['call', 'email'] }],
    ['the last of repeated scalars', 'lastName=A&lastName=B', { lastName: 'B' }],
    ['a date', 'moveDate=2025-06-05', { moveDate: '2025-06-05' }],
    ['unknown parameters ignored', 'checkout=true&status=pay_later&redirect_status=succeeded&foo=1', {}],
    [
      'values the schema refuses ignored',
      'bedrooms=two&serviceType=moving&originFloors=9&moveDate=tomorrow&contactPreference=fax&originState=ca',
      {},
    ],
    [
      'server-owned fields ignored',
      'id=1&revision=99&syncedAt=2025-01-01T00:00:00Z&conversionType=pay_now&estimate=0&distance=1&termsAccepted=true&locationId=2&currentStep=checkout&unserviceableReason=long_distance_move',
      {},
    ],
    ['a non-integer for an integer ignored', 'bedrooms=2.5', {}],
    ['a boolean word it cannot read ignored', 'originElevator=maybe', {}],
  ])('%s', (_case, search, added) => {
    expect(mergeQueryIntoBooking(booking, new URLSearchParams(search))).toEqual({ ...booking, ...added });
  });

  it('takes a plain record too and leaves the booking unchanged', () => {
    const original = { ...booking };
    expect(mergeQueryIntoBooking(booking, { utm_source: 'mail', submissionRedirectOverride: 'complete' })).toEqual({
      ...booking,
      utm_source: 'mail',
      submissionRedirectOverride: 'complete',
    });
    expect(booking).toEqual(original);
  });
});
