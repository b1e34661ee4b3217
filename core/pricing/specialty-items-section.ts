import { evaluateCondition } from '../flow/evaluate-condition';
import type { ConditionContext } from '../flow/step-definition';
import { feesSection } from './fees-section';
import { kebabCase } from './kebab-case';
import type { ItemFee, ResolvedPricing } from './partner-pricing';
import type { FeesSection } from './pricing-section';

/** The fee per unit of one item fee for the context's booking: 0 while its condition does not hold. */
function perUnit(fee: ItemFee, context: ConditionContext): number {
  if (typeof fee === 'number') return fee;
  return fee.when === undefined || evaluateCondition(fee.when, context) ? fee.perUnit : 0;
}

/**
 * The per-unit item fees (`pricing.itemFees`, any count field of the booking; a `when` judged with the context), one
 * line item per charged field, labelled as the step that asks for it labels the field; items without a fee are left
 * out (their handling is in the labor hours).
 */
export function specialtyItemsSection(
  context: ConditionContext,
  pricing: ResolvedPricing,
  labels: Readonly<Record<string, string>>,
): FeesSection | null {
  const charged = Object.entries(pricing.itemFees)
    .map(([field, fee]) => ({ field, count: context.booking[field], fee: perUnit(fee, context) }))
    .flatMap(({ field, count, fee }) => (typeof count === 'number' && count > 0 && fee > 0 ? [{ field, count, fee }] : []));
  return feesSection(
    'Specialty items',
    charged.reduce((sum, { count, fee }) => sum + count * fee, 0),
    { lineItems: charged.map(({ field, count }) => ({ slug: kebabCase(field), label: labels[field] ?? field, amount: count })) },
  );
}
