import { describe, expect, it } from 'vitest';
import { bookingPath } from '../../../core/flow/booking-path';
import { previousStep } from '../../../core/flow/previous-step';
import { funnel, partners, type PartnerName } from './navigation-fixtures';
import { completeBooking } from '../../../testkit/complete-booking';
import { stepShown } from '../../../core/flow/step-shown';

// Today June 2, 2025: the earliest move date is June 5, 2025, the latest June 2, 2026.
const today = new Date(2025, 5, 2, 15, 30);

const contact = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '(415) 555-0123' };
const moveInfo = { moveDate: '2025-06-10', timeOfDay: 'morning' };
const origin = (state: string) => ({
  originAddress: `1 Main St, Somewhere, ${state} 00000, USA`,
  originState: state,
  originPropertyType: 'apartment',
  originFloors: 2,
  originSquareFootage: 1000,
  originDistanceToTruck: 50,
  // Stored as a boolean, answered as yes/no.
  originElevator: false,
});
const destination = (state: string) => ({
  destinationAddress: `2 Oak St, Elsewhere, ${state} 00000, USA`,
  destinationState: state,
  destinationPropertyType: 'single_family_house',
  destinationFloors: 1,
  destinationDistanceToTruck: 100,
  destinationElevator: true,
});
/** The contents steps ask for at least one room. */
const rooms = { bedrooms: 1 };
/** The rest of the answers the steps ask for, made up from the step files (testkit/complete-booking.ts). */
const completed = (state: string, booking: Record<string, unknown>) => {
  const partner = Object.values(partners).find((p) => p.state === state) ?? partners.bayside;
  return completeBooking(funnel, booking, { partner, today });
};
const fullService = (state: string, distance = 12) =>
  completed(state, {
    ...contact,
    serviceType: 'full_service',
    ...moveInfo,
    ...origin(state),
    ...destination(state),
    ...rooms,
    distance,
  });
const laborOnly = (state: string, distance = 8) =>
  completed(state, {
    ...contact,
    serviceType: 'labor_only',
    ...moveInfo,
    ...origin(state),
    ...rooms,
    distance,
  });

const order = funnel.flow.steps;
/** The route from the landing page up to `last`, in flow order, without the steps `keep` leaves out. */
const route = (last: string, keep: (id: string) => boolean = () => true) => order.slice(0, order.indexOf(last) + 1).filter(keep);
const noServices = (id: string) => id !== 'services';
const noDestination = (id: string) => funnel.steps[id]!.group !== 'destination';
/** The steps a booking is shown (their `showWhen`): a step for full service only is no part of a labor-only route. */
const shownTo = (partner: PartnerName, booking: Record<string, unknown>) => (id: string) =>
  stepShown(funnel, id, { booking, partner: partners[partner], query: {} });

const walk = (partner: PartnerName, booking: Record<string, unknown>) =>
  bookingPath(funnel, { booking, partner: partners[partner], query: {} }, today);

describe('bookingPath: the steps a booking walks and where it stops', () => {
  it.each<[string, PartnerName, Record<string, unknown>, string[], string | null, Record<string, string>]>([
    // [case, partner, booking, steps, first unfinished, end query]
    ['nothing entered', 'bayside', {}, ['landing'], 'landing', {}],
    [
      'full service, labor-only partner: through services, unfinished at checkout',
      'bayside',
      fullService('CA'),
      route('checkout'),
      'checkout',
      {},
    ],
    [
      'full service, partner without labor-only moves: landing skips services',
      'summit',
      fullService('CO'),
      route('checkout', noServices),
      'checkout',
      {},
    ],
    [
      'labor-only: origin details go straight to the contents',
      'bayside',
      laborOnly('CA'),
      route('checkout', (id) => noDestination(id) && shownTo('bayside', laborOnly('CA'))(id)),
      'checkout',
      {},
    ],
    [
      'pay later: checkout, processing and complete with its status',
      'bayside',
      { ...fullService('CA'), conversionType: 'pay_later' },
      [...route('checkout'), 'processing', 'complete'],
      null,
      { status: 'pay_later' },
    ],
    [
      'pay now: checkout, processing and complete',
      'summit',
      { ...fullService('CO'), conversionType: 'pay_now' },
      [...route('checkout', noServices), 'processing', 'complete'],
      null,
      {},
    ],
    [
      'labor-only at a partner without labor-only moves',
      'summit',
      laborOnly('CO'),
      [...route('originPropertyDetails', noServices), 'complete'],
      null,
      { status: 'unserviceable', reason: 'labor_only_move' },
    ],
    [
      'labor-only out of state',
      'bayside',
      laborOnly('NV'),
      [...route('originPropertyDetails'), 'complete'],
      null,
      { status: 'unserviceable', reason: 'out_of_state_move' },
    ],
    [
      'labor-only too far',
      'bayside',
      laborOnly('CA', 250),
      [...route('originPropertyDetails'), 'complete'],
      null,
      { status: 'unserviceable', reason: 'long_distance_move' },
    ],
    [
      'full service too far: ends after the destination address',
      'bayside',
      fullService('CA', 100.1),
      [...route('destinationAddress'), 'complete'],
      null,
      { status: 'unserviceable', reason: 'long_distance_move' },
    ],
    [
      'an edited origin in another state',
      'bayside',
      { ...fullService('CA'), ...origin('NY'), conversionType: 'pay_later' },
      [...route('destinationAddress'), 'complete'],
      null,
      { status: 'unserviceable', reason: 'out_of_state_move' },
    ],
    [
      'an edited destination in another state',
      'summit',
      { ...fullService('CO'), ...destination('WY') },
      [...route('destinationAddress', noServices), 'complete'],
      null,
      { status: 'unserviceable', reason: 'out_of_state_move' },
    ],
    [
      'an edited address whose distance is not derived yet: not judged',
      'bayside',
      { ...fullService('CA'), ...destination('NV'), distance: null },
      route('checkout'),
      'checkout',
      {},
    ],
  ])('%s', (_case, partner, booking, steps, unfinished, query) => {
    const path = walk(partner, booking);
    expect(path.steps).toEqual(steps);
    expect(path.firstUnfinished?.stepId ?? null).toBe(unfinished);
    expect(path.end).toEqual({ stepId: steps[steps.length - 1], query });
  });

  it.each<[string, PartnerName, Record<string, unknown>, string, string, string[]]>([
    // One required field missing per step: [case, partner, booking, step, its path, messages]
    ['no last name', 'bayside', { ...fullService('CA'), lastName: null }, 'landing', '/book', ['Please provide your last name']],
    [
      'no service type',
      'bayside',
      { ...fullService('CA'), serviceType: null },
      'services',
      '/book/services',
      ['Please select a service type'],
    ],
    [
      'a move date too soon',
      'summit',
      { ...fullService('CO'), moveDate: '2025-06-04' },
      'moveDate',
      '/book/move-date',
      ['Your move date must be on or after June 5, 2025'],
    ],
    [
      'a move date beyond the latest',
      'summit',
      { ...fullService('CO'), moveDate: '2026-06-03' },
      'moveDate',
      '/book/move-date',
      ['Your move date must be on or before June 2, 2026'],
    ],
    [
      'no time of day',
      'summit',
      { ...fullService('CO'), timeOfDay: null },
      'moveDate',
      '/book/move-date',
      ['Please tell us what time of day is best'],
    ],
    [
      'no origin address',
      'bayside',
      { ...fullService('CA'), originAddress: null },
      'originAddress',
      '/book/origin/address',
      ['Please provide your home address'],
    ],
    [
      'no origin elevator answer',
      'bayside',
      { ...laborOnly('CA'), originElevator: null },
      'originPropertyDetails',
      '/book/origin/property-details',
      ['Please indicate if you need an elevator to access your home'],
    ],
    [
      'no destination property type',
      'summit',
      { ...fullService('CO'), destinationPropertyType: null },
      'destinationAddress',
      '/book/destination/address',
      ['Please select a property type'],
    ],
    [
      'no destination floors',
      'summit',
      { ...fullService('CO'), destinationFloors: null },
      'destinationPropertyDetails',
      '/book/destination/property-details',
      ['Please provide the number of floors in your new home'],
    ],
    [
      'no rooms at all',
      'bayside',
      { ...fullService('CA'), bedrooms: 0 },
      'moveContentsOther',
      '/book/move-contents/other',
      ['Please add at least one room or area to move, here or under Living Areas'],
    ],
    [
      'a labor-only booking needs no destination',
      'bayside',
      { ...laborOnly('CA'), destinationFloors: null },
      'checkout',
      '/book/checkout',
      ['Please choose how you would like to reserve your move'],
    ],
  ])('%s', (_case, partner, booking, stepId, path, messages) => {
    const found = walk(partner, booking).firstUnfinished;
    expect(found && { stepId: found.stepId, path: found.path, messages: found.messages }).toEqual({ stepId, path, messages });
  });

  // Back retraces the path: every back-skip (services -> landing, move date -> landing at a
  // partner without labor-only moves, living areas -> origin details for labor-only) lands on the step walked before.
  it.each<[string, PartnerName, Record<string, unknown>]>([
    ['full service, labor-only partner', 'bayside', fullService('CA')],
    ['full service, partner without labor-only moves', 'summit', fullService('CO')],
    ['labor-only', 'bayside', laborOnly('CA')],
  ])('%s: back from each step goes to the step walked before it', (_case, partner, booking) => {
    const { steps } = walk(partner, booking);
    const context = { booking, partner: partners[partner], query: {} };
    expect(steps.map((id) => previousStep(funnel, id, context))).toEqual([null, ...steps.slice(0, -1)]);
  });

  it('an Edit link query is no part of the path', () => {
    const path = bookingPath(funnel, { booking: fullService('CA'), partner: partners.bayside, query: { checkout: 'true' } }, today);
    expect(path.steps).toEqual(route('checkout'));
  });
});
