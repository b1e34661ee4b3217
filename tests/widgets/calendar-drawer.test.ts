import { expect, it } from 'vitest';
import { drawerDescription } from '../../widgets/calendar-drawer';

it.each([
  [undefined, undefined, 'Choose a day between June 13, 2025 and June 10, 2026.'],
  ['2025-06-24', undefined, 'Choose a day between June 13, 2025 and June 10, 2026.'],
  ['2025-06-20', '+$108', 'Choose a day between June 13, 2025 and June 10, 2026. June 20, 2025: +$108 for your move.'],
  ['2025-06-20', '+10%', 'Choose a day between June 13, 2025 and June 10, 2026. June 20, 2025: +10% on labor.'],
])('the drawer for %s priced %s says %j', (date, price, text) => {
  expect(drawerDescription('2025-06-13', '2026-06-10', date, price)).toBe(text);
});
