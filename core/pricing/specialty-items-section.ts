import { evaluateCondition } from '../evaluate-condition';
import { feesSection } from './fees-section';
import type { ItemFee, ResolvedPricing } from './partner-pricing';
import type { PricingInput } from './pricing-input';
import type { FeesSection } from './pricing-section';

// Line-item slugs must match booking.schema.json's ^[a-z0-9_-]+$: grandPianos -> grand-pianos.
const kebabCase = (field: string): string => field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The fee per unit of one item fee for this booking: 0 while its condition does not hold. */
function perUnit(fee: ItemFee, input: PricingInput): number {
  if (typeof fee === 'number') return fee;
  return fee.when === undefined || evaluateCondition(fee.when, { booking: input, partner: {}, query: {} }) ? fee.perUnit : 0;
}

/**
 * The per-unit item fees (`pricing.itemFees`, any count field of the booking), one line item per
 * charged field, labelled as the step that asks for it labels the field; items without a fee are left
 * out (their handling is in the labor hours).
 */
export function specialtyItemsSection(
  input: PricingInput,
  pricing: ResolvedPricing,
  labels: Readonly<Record<string, string>>,
): FeesSection | null {
  const charged = Object.entries(pricing.itemFees)
    .map(([field, fee]) => ({ field, count: input[field], fee: perUnit(fee, input) }))
    .flatMap(({ field, count, fee }) => (typeof count === 'number' && count > 0 && fee > 0 ? [{ field, count, fee }] : []));
  return feesSection(
    'Specialty items',
    charged.reduce((sum, { count, fee }) => sum + count * fee, 0),
    { lineItems: charged.map(({ field, count }) => ({ slug: kebabCase(field), label: labels[field] ?? field, amount: count })) },
  );
}
