import type { Booking } from './booking';
import { costBreakdownLine, type DisplayLine } from './cost-breakdown-line';
import { formatMoney } from './format-money';
import { fieldOf } from './is-record';

/** A pricing section as the booking carries it (booking.schema.json's `pricingSections`; the estimate writes them). */
export type PricingSection = NonNullable<Booking['pricingSections']>[number];

/** What the Pricing Details panel shows for one section. */
export interface PricingSectionView {
  title: string;
  subtitle: string | null;
  /** The section's cost as shown: display_value, else the formatted cost; null for a fees section with neither. */
  value: string | null;
  lines: DisplayLine[];
}

/**
 * Labor shows display_value or the formatted cost; a fees section is a cost breakdown block
 * (title, its cost, line items). A line item's amount is a count: an item counted more than once
 * reads 'name (count)', once just 'name'; its cost is in the section's (docs/FUNNEL.md,
 * "Pricing and serviceability"; docs/DECISIONS.md, "Screens").
 */
export function pricingSectionDisplay(section: PricingSection): PricingSectionView {
  const base = { title: section.title, subtitle: section.subtitle ?? null };
  switch (section.type) {
    case 'labor':
      return { ...base, value: section.display_value ?? formatMoney(section.cost ?? 0), lines: [] };
    case 'fees':
      return {
        ...base,
        value: section.display_value ?? (section.cost == null ? null : formatMoney(section.cost)),
        lines: section.line_items.map((item) => costBreakdownLine({ name: item.label, count: item.amount, display_value: '' })),
      };
    default:
      throw new Error(`Unknown pricing section type "${String(fieldOf(section, 'type'))}"`);
  }
}
