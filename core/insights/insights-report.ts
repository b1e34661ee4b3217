/**
 * A partner's insights report (docs/PARTNERS.md, "Reading the insights report"), from the counts of its days: the whole
 * funnel, one funnel per service type (the funnel's branches: labor-only customers take another path than full-service
 * ones), conversion by each cut, and the cut asked for (`--by`) step by step. Pure: the rows come from the database,
 * the pictures and tables are drawn from this.
 */
import { funnelByCut } from './funnel-by-cut';
import { funnelFigures, type FunnelFigures } from './funnel-arithmetic';
import type { InsightRow } from './insight-row';
import type { InsightCut } from './insight-vocabulary';

export interface CutConversion {
  value: string;
  entered: number;
  conversions: number;
}

export interface InsightsReport {
  partner: { slug: string; name: string };
  /** The first and last day counted (the partner's zone), inclusive. */
  from: string;
  to: string;
  /** When the report was made (ISO). */
  madeAt: string;
  funnel: FunnelFigures;
  /** One funnel per service type. */
  branches: { value: string; funnel: FunnelFigures }[];
  conversionBy: Record<InsightCut, CutConversion[]>;
  by: InsightCut | null;
  /** The funnel of each value of `by`; empty without it. */
  byCut: { value: string; funnel: FunnelFigures }[];
}

export interface ReportRequest {
  partner: { slug: string; name: string };
  from: string;
  to: string;
  madeAt: string;
  by: InsightCut | null;
  /** The flow's steps in route order, so the report reads as the funnel does. */
  order: readonly string[];
}

export function insightsReport(rows: readonly InsightRow[], request: ReportRequest): InsightsReport {
  const { order, by } = request;
  const conversionOf = (cut: InsightCut): CutConversion[] =>
    funnelByCut(rows, cut, order).map(({ value, funnel }) => ({ value, entered: funnel.entered, conversions: funnel.conversions }));
  const conversionBy = {
    source: conversionOf('source'),
    device: conversionOf('device'),
    service: conversionOf('service'),
    dayPrice: conversionOf('dayPrice'),
  };
  return {
    partner: request.partner,
    from: request.from,
    to: request.to,
    madeAt: request.madeAt,
    funnel: funnelFigures(rows, order, true),
    // A service type not chosen yet is where every visit starts: its funnel is the landing page's, not a branch.
    branches: funnelByCut(rows, 'service', order).filter(({ value }) => value !== 'none'),
    conversionBy,
    by,
    byCut: by ? funnelByCut(rows, by, order) : [],
  };
}
