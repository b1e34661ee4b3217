import { describe, expect, it } from 'vitest';
import { dateRulesToday } from '../../../core/flow/date-rules-today';

const TODAY = new Date('2026-12-10T12:00:00Z');
const CHOSEN_AT = '2026-12-01T09:00:00.000Z';

describe('dateRulesToday (rules relative to today are judged as of when the move date was chosen)', () => {
  it.each<[string, Record<string, unknown>, Date]>([
    [
      'the unchanged date: when it was chosen',
      { moveDate: '2026-12-12', moveDateChosen: { date: '2026-12-12', at: CHOSEN_AT } },
      new Date(CHOSEN_AT),
    ],
    ['another date than the one chosen: today', { moveDate: '2026-12-20', moveDateChosen: { date: '2026-12-12', at: CHOSEN_AT } }, TODAY],
    ['no record of the choice: today', { moveDate: '2026-12-12' }, TODAY],
    ['no move date: today', { moveDateChosen: { date: '2026-12-12', at: CHOSEN_AT } }, TODAY],
    ['an unreadable time: today', { moveDate: '2026-12-12', moveDateChosen: { date: '2026-12-12', at: 'soon' } }, TODAY],
    ['a time after today: today', { moveDate: '2026-12-12', moveDateChosen: { date: '2026-12-12', at: '2027-01-01T00:00:00Z' } }, TODAY],
  ])('%s', (_case, booking, expected) => {
    expect(dateRulesToday(booking, TODAY)).toEqual(expected);
  });
});
