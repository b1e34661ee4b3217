/**
 * What customers do to their bookings in the property test of a booking's life (../booking-life.property.test.ts):
 * every door the transition table guards (server/bookings/transitions.ts), as random commands of several customers
 * on one partner day. Each command is an HTTP call, so the test sees what a customer sees, but for `expire`: the
 * confirmation time of every provisional crew running out and the lapse job running (server/jobs/app-jobs.ts).
 */
import fc from 'fast-check';
import { address, NEW_YORK, SAN_FRANCISCO } from '../../helpers/test-bookings';
import type { LifeDoor, LifeCustomer } from './life-door';

export type LifeCommand =
  | { kind: 'payLater' | 'payNow' | 'editNotes' | 'outOfState' | 'backInState' | 'cancel' | 'restart' | 'confirm'; who: number }
  | { kind: 'expire' }
  | { kind: 'moveTo'; who: number; timeOfDay: 'morning' | 'afternoon' }
  | { kind: 'wait'; ms: number };

export const CUSTOMERS = 3;

const who = fc.integer({ min: 0, max: CUSTOMERS - 1 });
const COMMAND: fc.Arbitrary<LifeCommand> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('payLater' as const), who }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('payNow' as const), who }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('editNotes' as const), who }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('moveTo' as const),
      who,
      timeOfDay: fc.constantFrom('morning' as const, 'afternoon' as const),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('outOfState' as const), who }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('backInState' as const), who }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('cancel' as const), who }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('restart' as const), who }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('confirm' as const), who }), weight: 2 },
  { arbitrary: fc.constant({ kind: 'expire' as const }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 1_000, max: 70_000 }) }), weight: 1 },
);

export const lifeCommands = (maxLength: number) => fc.array(COMMAND, { minLength: 1, maxLength });

/** The answer a command got, with the reference of the booking it was about (null: none, e.g. a wait). */
export interface CommandOutcome {
  reference: string | null;
  status: number;
}

/** Runs one command through `door`; `customers[i].booking` follows each answer the customer got. */
export async function runCommand(door: LifeDoor, customers: LifeCustomer[], command: LifeCommand): Promise<CommandOutcome> {
  if (command.kind === 'wait') {
    await door.wait(command.ms);
    return { reference: null, status: 200 };
  }
  if (command.kind === 'expire') {
    await door.expire(customers.map((customer) => String(customer.booking.reference)));
    return { reference: null, status: 200 };
  }
  const customer = customers[command.who]!;
  const booking = customer.booking;
  const reference = String(booking.reference);
  const remember = (answer: { status: number; body: Record<string, unknown> }) => {
    // A 409 carries the booking as it now is (`current`); the customer's next call starts from it, as the store does.
    const current = answer.status === 200 ? answer.body : answer.body.current;
    if (current && typeof current === 'object' && 'reference' in current) customer.booking = { ...current };
    return { reference, status: answer.status };
  };
  switch (command.kind) {
    case 'payLater':
      return remember(await door.call(customer, 'POST', '/api/v1/booking/pay-later'));
    case 'payNow':
      return remember(await door.payNow(customer));
    case 'editNotes':
      return remember(await door.call(customer, 'PUT', '/api/v1/booking', { booking: { ...booking, notes: `Note ${Date.now() % 1000}` } }));
    case 'moveTo':
      return remember(await door.call(customer, 'PUT', '/api/v1/booking', { booking: { ...booking, timeOfDay: command.timeOfDay } }));
    case 'outOfState': {
      const body = { booking: { ...booking, ...address('origin', NEW_YORK) }, unserviceableReason: 'out_of_state_move' };
      return remember(await door.call(customer, 'PUT', '/api/v1/booking/unserviceable', body));
    }
    case 'backInState':
      return remember(
        await door.call(customer, 'PUT', '/api/v1/booking', { booking: { ...booking, ...address('origin', SAN_FRANCISCO) } }),
      );
    case 'confirm':
      // The confirmation email's link, opened and its button pressed; the customer's booking is read again after.
      return { reference, status: await door.confirm(customer) };
    case 'cancel':
      return remember(await door.call(customer, 'POST', '/api/v1/booking/cancel'));
    case 'restart': {
      const status = await door.restart(customer);
      // The customer starts a new quote for the same day in the same browser; when that day has filled meanwhile, the
      // new quote's first save is refused and the customer stays as they were (a real one would pick another day).
      try {
        customers[command.who] = await door.startAgain(customer);
      } catch (error) {
        if (!String(error).includes('fully booked')) throw error;
      }
      return { reference, status };
    }
  }
}

/** Sequences that once broke a booking's life, tried first in every run of the property tests. */
export const KNOWN_SEQUENCES: Array<[LifeCommand[]]> = [
  // Two invites of one instant shared a SEQUENCE.
  [
    [
      { kind: 'payLater', who: 0 },
      { kind: 'payNow', who: 0 },
    ],
  ],
  // An edit's minute-late booking.updated arrived after the withdrawal, and the withdrawal left the invite standing.
  [
    [
      { kind: 'payLater', who: 0 },
      { kind: 'moveTo', who: 0, timeOfDay: 'afternoon' },
      { kind: 'outOfState', who: 0 },
    ],
  ],
  // An edit merged into an update written before a conversion: the conversion's older lead arrived last.
  [
    [
      { kind: 'payLater', who: 1 },
      { kind: 'moveTo', who: 1, timeOfDay: 'afternoon' },
      { kind: 'payNow', who: 1 },
      { kind: 'moveTo', who: 1, timeOfDay: 'morning' },
    ],
  ],
  // A crew confirmed, then released unconfirmed for another customer, then taken back by its link.
  [
    [
      { kind: 'payLater', who: 0 },
      { kind: 'payLater', who: 1 },
      { kind: 'confirm', who: 0 },
      { kind: 'expire' },
      { kind: 'confirm', who: 1 },
      { kind: 'moveTo', who: 2, timeOfDay: 'morning' },
      { kind: 'payLater', who: 2 },
    ],
  ],
  // Pay later again after the crew lapsed took it back, and the partner never heard (no booking.updated).
  [[{ kind: 'payLater', who: 0 }, { kind: 'expire' }, { kind: 'payLater', who: 0 }]],
  // Edit then cancel within the merge minute: the cancellation must be the partner's last word.
  [
    [
      { kind: 'payLater', who: 1 },
      { kind: 'editNotes', who: 1 },
      { kind: 'moveTo', who: 1, timeOfDay: 'afternoon' },
      { kind: 'cancel', who: 1 },
    ],
  ],
];
