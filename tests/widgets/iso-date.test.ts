import { describe, expect, it } from 'vitest';
import { parseIsoDate, toIsoDate } from '../../widgets/iso-date';

describe('ISO calendar dates without time zone drift', () => {
  it.each(['2025-06-05', '2024-02-29', '2025-12-31', '2026-01-01'])('%s round-trips through a local Date', (iso) => {
    const date = parseIsoDate(iso)!;
    expect([date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours()]).toEqual([...iso.split('-').map(Number), 0]);
    expect(toIsoDate(date)).toBe(iso);
  });

  it.each([undefined, null, '', '2025-6-5', '2025-02-30', '2025-13-01', '2025-06-05T00:00:00Z', 20250605])('rejects %j', (value) => {
    expect(parseIsoDate(value)).toBeUndefined();
  });
});
