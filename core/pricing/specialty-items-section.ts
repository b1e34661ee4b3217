import { feesSection } from './fees-section';
import type { ResolvedPricing } from './partner-pricing';
import type { PricingInput } from './pricing-input';
import type { FeesSection } from './pricing-section';
import { SPECIALTY_ITEM_FIELDS } from './specialty-item-fields';
import { SPECIALTY_ITEM_LABELS } from './specialty-item-labels';

// Line-item slugs must match booking.schema.json's ^[a-z0-9_-]+$: grandPianos -> grand-pianos.
const kebabCase = (field: string): string => field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Per-item fees; items without a fee are left out (their handling is in the labor hours). */
export function specialtyItemsSection(input: PricingInput, pricing: ResolvedPricing): FeesSection | null {
  const charged = SPECIALTY_ITEM_FIELDS.map((field) => ({ field, count: input[field] ?? 0, fee: pricing.itemFees[field] })).filter(
    ({ count, fee }) => count > 0 && fee > 0,
  );
  return feesSection(
    'Specialty items',
    charged.reduce((sum, { count, fee }) => sum + count * fee, 0),
    { lineItems: charged.map(({ field, count }) => ({ slug: kebabCase(field), label: SPECIALTY_ITEM_LABELS[field], amount: count })) },
  );
}
