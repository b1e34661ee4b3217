import { funnelFigures, type FunnelFigures } from './funnel-arithmetic';
import type { InsightRow } from './insight-row';
import type { InsightCut } from './insight-vocabulary';

/** The cuts a visit keeps from its first page to its last move: no visit changes source or device. */
const FIXED_FOR_A_VISIT: readonly InsightCut[] = ['source', 'device'];

/**
 * One funnel per value of `cut` (a source, a device class, a service type, a day-price band), largest first. A visit
 * changes service type or day-price band on the way, and enters that value's funnel where it changed (`(recut)` rows);
 * within a source or a device those rows cancel, as in the whole funnel.
 */
export function funnelByCut(
  rows: readonly InsightRow[],
  cut: InsightCut,
  order: readonly string[],
): { value: string; funnel: FunnelFigures }[] {
  const groups = new Map<string, InsightRow[]>();
  for (const row of rows) {
    const group = groups.get(row[cut]);
    if (group) group.push(row);
    else groups.set(row[cut], [row]);
  }
  return [...groups]
    .map(([value, group]) => ({ value, funnel: funnelFigures(group, order, FIXED_FOR_A_VISIT.includes(cut)) }))
    .sort((a, b) => b.funnel.entered - a.funnel.entered || a.value.localeCompare(b.value));
}
