import type { Booking } from './booking';
import { costBreakdownLine } from './cost-breakdown-line';
import { formatMoney } from './format-money';
import { fieldOf } from './is-record';

/** A pricing section as the booking carries it (booking.schema.json's `pricingSections`; the estimate writes them). */
export type PricingSection = NonNullable<Booking['pricingSections']>[number];

/** What the Pricing Details panel and the emails show for one section. */
export interface PricingSectionView {
  title: string;
  /** The section's subtitle with the line items it counts: '2 floors without an elevator: Current home, New home'. */
  subtitle: string | null;
  /** The section's cost as shown: display_value, else the formatted cost; null for a fees section with neither. */
  value: string | null;
}

/**
 * Labor shows display_value or the formatted cost; a fees section is a cost breakdown block
 * (title, its cost, line items). A line item's amount is a count: an item counted more than once
 * reads 'name (count)', once just 'name'; its cost is in the section's, so the items sit in the section's own line,
 * after its subtitle, never on lines of their own without a cost (docs/FUNNEL.md, "Pricing and serviceability";
 * docs/DECISIONS.md, "Stripe unreachable, and the small ones").
 */
export function pricingSectionDisplay(section: PricingSection): PricingSectionView {
  const base = { title: section.title, subtitle: section.subtitle ?? null };
  switch (section.type) {
    case 'labor':
      return { ...base, value: section.display_value ?? formatMoney(section.cost ?? 0) };
    case 'fees': {
      const items = section.line_items.map((item) => costBreakdownLine({ name: item.label, count: item.amount, display_value: '' }).label);
      const counted = items.length === 0 ? null : items.join(', ');
      return {
        title: section.title,
        subtitle: base.subtitle && counted ? `${base.subtitle}: ${counted}` : (base.subtitle ?? counted),
        value: section.display_value ?? (section.cost == null ? null : formatMoney(section.cost)),
      };
    }
    default:
      throw new Error(`Unknown pricing section type "${String(fieldOf(section, 'type'))}"`);
  }
}
