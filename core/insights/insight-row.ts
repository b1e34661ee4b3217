import type { InsightCut } from './insight-vocabulary';

/**
 * One cell of the daily counts, summed over the days of a report: `visits` moves from `step` along `edge` (a step id,
 * or a pseudo-edge of ./insight-vocabulary.ts) by visits of that source, device, service type and day-price band, whose
 * time on `step` fell in `bucket` (-1: not known).
 */
export type InsightRow = Record<InsightCut, string> & {
  step: string;
  edge: string;
  conversion: string;
  bucket: number;
  visits: number;
};
