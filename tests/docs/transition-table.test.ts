/**
 * docs/FUNNEL.md, "A booking's life", prints the transition table (server/bookings/transitions.ts) state by
 * transition: the table is the documentation, so the two may never differ. On a change of the table, paste the
 * expected table this test prints.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOKING_STATES, type BookingState } from '../../server/bookings/booking-state';
import { TRANSITION_NAMES, TRANSITIONS, type Transition } from '../../server/bookings/transitions';
import { ROOT } from '../helpers/read-funnel-files';

function cell(transition: Transition, state: BookingState): string {
  if (transition.from.includes(state))
    return transition.closesAtCutoff && (state === 'pay_later' || state === 'pay_now') ? 'yes, until the cut-off' : 'yes';
  const becomes = transition.becomes?.[state];
  return becomes ? `as \`${becomes}\`` : 'refused';
}

function expectedTable(): string {
  const header = `| transition | ${BOOKING_STATES.map((state) => `\`${state}\``).join(' | ')} | crew | partner's event |`;
  const rule = `|${' --- |'.repeat(BOOKING_STATES.length + 3)}`;
  const rows = TRANSITION_NAMES.map((name) => {
    const transition: Transition = TRANSITIONS[name];
    const states = BOOKING_STATES.map((state) => cell(transition, state));
    return `| \`${name}\` | ${states.join(' | ')} | ${transition.crew} | ${transition.event ? `\`${transition.event}\`` : 'none'} |`;
  });
  return [header, rule, ...rows].join('\n');
}

describe("docs/FUNNEL.md, A booking's life", () => {
  it('prints the transition table as the code holds it', () => {
    const doc = fs.readFileSync(path.join(ROOT, 'docs/FUNNEL.md'), 'utf8');
    const table = expectedTable();
    expect(doc.includes(table), `docs/FUNNEL.md must contain this table:\n\n${table}\n`).toBe(true);
  });

  it('says in words what every transition is', () => {
    const doc = fs.readFileSync(path.join(ROOT, 'docs/FUNNEL.md'), 'utf8');
    for (const name of TRANSITION_NAMES) expect(doc).toContain(`- \`${name}\`: ${TRANSITIONS[name].summary}.`);
  });
});
