import { describe, expect, it } from 'vitest';
import { partnerToday } from '../../../core/capacity/partner-today';
import { timeZoneOf } from '../../../core/capacity/time-zone-of';
import { earliestMoveDate } from '../../../core/move-date-window';
import { loadPartners } from '../../../server/partners/load-partners';
import { ROOT } from '../../helpers/read-funnel-files';

// 23:30 on 26 November in Seattle is already 27 November in UTC (and on most servers).
const SEATTLE_LATE = new Date('2026-11-27T07:30:00Z');

describe('timeZoneOf: every partner has its own today', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['a partner without capacity: its top-level timeZone', { timeZone: 'America/Los_Angeles' }, 'America/Los_Angeles'],
    ["a partner with capacity: the capacity's", { capacity: { timeZone: 'America/Denver' } }, 'America/Denver'],
  ])('%s', (_case, partner, zone) => {
    expect(timeZoneOf(partner)).toBe(zone);
  });

  it("reads today in a capacity-less partner's zone at 23:30 in Seattle, not the server's", () => {
    const harbor = loadPartners(`${ROOT}/partners`).partners.find((partner) => partner.slug === 'harbor-hauling')!;
    expect(harbor.capacity).toBeUndefined();
    expect(partnerToday(SEATTLE_LATE, timeZoneOf(harbor))).toBe('2026-11-26');
    expect(earliestMoveDate(SEATTLE_LATE, timeZoneOf(harbor))).toBe('2026-11-29');
  });

  it('gives every demo partner a time zone the check accepts', () => {
    for (const partner of loadPartners(`${ROOT}/partners`).partners) expect(timeZoneOf(partner)).toMatch(/^America\//);
  });
});
