import { describe, expect, it } from 'vitest';
import { bookingPath } from '../../core/booking-path';
import { stepRedirect } from '../../core/step-redirect';
import { funnel, partners } from './navigation-fixtures';

const today = new Date(2025, 5, 2, 15, 30);
const contact = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '(415) 555-0123' };
const upToOrigin = {
  ...contact,
  serviceType: 'labor_only',
  moveDate: '2025-06-10',
  timeOfDay: 'morning',
  originAddress: '1 Main St, Oakland, CA 94607, USA',
  originState: 'CA',
  originPropertyType: 'apartment',
};
const complete = {
  ...upToOrigin,
  originFloors: 1,
  originSquareFootage: 1000,
  originDistanceToTruck: 50,
  originElevator: false,
  bedrooms: 1,
  distance: 5,
};

describe('stepRedirect: a request beyond the first unfinished step goes there', () => {
  it.each<[string, Record<string, unknown>, string, string | null]>([
    // [case, booking, requested step, redirect]
    ['checkout with nothing entered', {}, 'checkout', 'landing'],
    ['complete with nothing entered', {}, 'complete', 'landing'],
    ['processing with nothing entered', {}, 'processing', 'landing'],
    ['the landing page with nothing entered', {}, 'landing', null],
    ['a step on the path', upToOrigin, 'moveDate', null],
    ['the first unfinished step itself', upToOrigin, 'originPropertyDetails', null],
    ['the summary before the origin details', upToOrigin, 'summary', 'originPropertyDetails'],
    ['a step off the path, before the unfinished one', upToOrigin, 'destinationAddress', 'originPropertyDetails'],
    ['checkout of a finished booking', complete, 'checkout', null],
    ['processing after the conversion step (a card provider returns there)', complete, 'processing', null],
    ['complete after the conversion step', complete, 'complete', null],
  ])('%s: %s -> %s', (_case, booking, requested, expected) => {
    const path = bookingPath(funnel, { booking, partner: partners.bayside, query: {} }, today);
    expect(stepRedirect(funnel, path, requested)).toBe(expected);
  });
});
