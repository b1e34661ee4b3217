import { describe, expect, it } from 'vitest';
import { bookingPath } from '../../../core/flow/booking-path';
import { stepRedirect } from '../../../core/flow/step-redirect';
import { funnel, partners } from './navigation-fixtures';
import { completeBooking } from '../../../testkit/complete-booking';

const today = new Date(2025, 5, 2, 15, 30);
const contact = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '(415) 555-0123' };
/** A labor-only move answered up to its origin details, which stay unfinished; the answers not named here made up from the step files. */
const upToOrigin = completeBooking(
  funnel,
  {
    ...contact,
    serviceType: 'labor_only',
    moveDate: '2025-06-10',
    timeOfDay: 'morning',
    originAddress: '1 Main St, Oakland, CA 94607, USA',
    originState: 'CA',
    originPropertyType: 'apartment',
  },
  { partner: partners.bayside, today, until: 'originPropertyDetails' },
);
/** Finished up to checkout: the rest of the answers made up from the step files (testkit/complete-booking.ts). */
const complete = completeBooking(
  funnel,
  { ...upToOrigin, originFloors: 1, originSquareFootage: 1000, originDistanceToTruck: 50, originElevator: false, bedrooms: 1, distance: 5 },
  { partner: partners.bayside, today },
);

/** A labor-only move out of Bayside's state: judged after the origin details. */
const outOfState = { ...complete, originState: 'NV' };

describe('stepRedirect: a request beyond the first unfinished step goes there', () => {
  it.each<[string, Record<string, unknown>, string, Record<string, string>, string | null]>([
    // [case, booking (its conversionType is the one the server recorded), requested step, query, redirect]
    ['checkout with nothing entered', {}, 'checkout', {}, 'landing'],
    ['complete with nothing entered', {}, 'complete', { status: 'pay_later' }, 'landing'],
    ['processing with nothing entered', {}, 'processing', {}, 'landing'],
    ["processing with nothing entered, though it carries the card's return", {}, 'processing', { setup_intent: 'seti_1' }, 'landing'],
    ['the landing page with nothing entered', {}, 'landing', {}, null],
    ['a step on the path', upToOrigin, 'moveDate', {}, null],
    ['the first unfinished step itself', upToOrigin, 'originPropertyDetails', {}, null],
    ['the summary before the origin details', upToOrigin, 'summary', {}, 'originPropertyDetails'],
    ['a step off the path, before the unfinished one', upToOrigin, 'destinationAddress', {}, 'originPropertyDetails'],
    ['checkout of a finished booking', complete, 'checkout', {}, null],
    ['processing of a finished booking not converted', complete, 'processing', {}, 'checkout'],
    ['complete of a finished booking not converted, whatever status it names', complete, 'complete', { status: 'pay_later' }, 'checkout'],
    [
      "processing with the card provider's return (the page asks the server to check the card)",
      complete,
      'processing',
      { setup_intent: 'seti_1', redirect_status: 'succeeded' },
      null,
    ],
    [
      "complete with the card provider's return: only processing awaits it",
      complete,
      'complete',
      { setup_intent: 'seti_1', redirect_status: 'succeeded' },
      'checkout',
    ],
    ['processing of a pay-later booking', { ...complete, conversionType: 'pay_later' }, 'processing', {}, null],
    ['complete of a pay-later booking', { ...complete, conversionType: 'pay_later' }, 'complete', { status: 'pay_later' }, null],
    ['complete of a pay-now booking', { ...complete, conversionType: 'pay_now' }, 'complete', {}, null],
    // The manage page is a linked step (flow.linkedSteps): after the whole route, so a resume link lands where the booking stopped.
    ['the manage page of a pay-later booking', { ...complete, conversionType: 'pay_later' }, 'manage', {}, null],
    ['the manage page of a finished booking not converted', complete, 'manage', {}, 'checkout'],
    ['the manage page of an unfinished booking', upToOrigin, 'manage', {}, 'originPropertyDetails'],
    ['the manage page with nothing entered', {}, 'manage', {}, 'landing'],
    [
      'complete of an unserviceable move not recorded: the step whose edge records it',
      outOfState,
      'complete',
      { status: 'unserviceable' },
      'originPropertyDetails',
    ],
    ['the summary of an unserviceable move not recorded', outOfState, 'summary', {}, 'originPropertyDetails'],
    ['complete of an unserviceable move recorded', { ...outOfState, conversionType: 'unserviceable' }, 'complete', {}, null],
  ])('%s: %s', (_case, booking, requested, query, expected) => {
    const path = bookingPath(funnel, { booking, partner: partners.bayside, query: {} }, today);
    expect(stepRedirect(funnel, path, requested, { recorded: booking.conversionType ?? null, query })).toBe(expected);
  });
});
