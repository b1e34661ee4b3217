/** A counted thing inside a fees section; shown as '{label} x{amount}' (docs/FUNNEL.md#pricing-and-serviceability). */
export interface PricingLineItem {
  /** Lowercase kebab-case (booking.schema.json: ^[a-z0-9_-]+$), e.g. 'grand-pianos'. */
  slug: string;
  label: string;
  /** How many: items, flights of stairs, started 100-yard stretches. Not dollars. */
  amount: number;
}

/** The crew and its hours: '3 movers · 5 hours', '$945.00'. */
export interface LaborSection {
  type: 'labor';
  title: string;
  subtitle: string;
  cost: number;
  display_value: string;
  /** Always empty; present because the booking schema requires it on every section. */
  line_items: [];
}

/** One kind of fee (truck, travel, stairs, long carry, specialty items) with its cost. */
export interface FeesSection {
  type: 'fees';
  title: string;
  subtitle?: string;
  cost: number;
  display_value: string;
  line_items: PricingLineItem[];
}

/** One block of the estimate, as the booking's `pricingSections` carry it (core/pricing-section-display.ts). */
export type EstimateSection = LaborSection | FeesSection;

/** What the estimate returns: its sections, and a total equal to the sum of their costs. */
export interface Estimate {
  sections: EstimateSection[];
  total: number;
}
