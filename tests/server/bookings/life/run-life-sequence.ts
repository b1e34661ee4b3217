/**
 * One run of the booking-life property, whichever door it goes through (memory-door.ts, http-door.ts): three
 * customers start a booking on `day`, then the commands run; a command the table refused must leave its booking's
 * row as it was. Answers every reference the run touched (a restart makes a new one), for the checks that follow.
 */
import { expect } from 'vitest';
import type { AppDb } from '../../../../server/db/app-database';
import { COMPLETE_BOOKING } from '../../helpers/test-bookings';
import { CUSTOMERS, runCommand, type LifeCommand } from './life-commands';
import { rowsOf } from './life-checks';
import type { LifeCustomer, LifeDoor } from './life-door';

export async function runLifeSequence(
  door: LifeDoor,
  db: AppDb,
  run: { label: string; day: string; commands: LifeCommand[] },
): Promise<string[]> {
  const customers: LifeCustomer[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const email = `${run.label}-${i}@example.com`;
    customers.push(await door.start({ ...COMPLETE_BOOKING, email, moveDate: run.day, timeOfDay: 'morning' }));
  }
  const references = new Set(customers.map((customer) => String(customer.booking.reference)));
  for (const command of run.commands) {
    const before = await rowsOf(db, [...references]);
    const outcome = await runCommand(door, customers, command);
    for (const customer of customers) references.add(String(customer.booking.reference));
    if (outcome.status >= 400 && outcome.reference) {
      const after = await rowsOf(db, [outcome.reference]);
      expect(after, `${command.kind} answered ${outcome.status}`).toEqual(before.filter((row) => row.reference === outcome.reference));
    }
  }
  return [...references];
}
