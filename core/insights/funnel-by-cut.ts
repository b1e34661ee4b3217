import { funnelFigures, type FunnelFigures } from './funnel-arithmetic';
import type { InsightRow } from './insight-row';
import type { InsightCut } from './insight-vocabulary';

/** One funnel per value of `cut` (a source, a device class, a service type, a day-price band), largest first. */
export function funnelByCut(rows: readonly InsightRow[], cut: InsightCut, order: readonly string[]): { value: string; funnel: FunnelFigures }[] {
  const groups = new Map<string, InsightRow[]>();
  for (const row of rows) {
    const group = groups.get(row[cut]);
    if (group) group.push(row);
    else groups.set(row[cut], [row]);
  }
  return [...groups]
    .map(([value, group]) => ({ value, funnel: funnelFigures(group, order, false) }))
    .sort((a, b) => b.funnel.entered - a.funnel.entered || a.value.localeCompare(b.value));
}
