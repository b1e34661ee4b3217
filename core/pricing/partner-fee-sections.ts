import { evaluateCondition } from '../flow/evaluate-condition';
import { feesSection } from './fees-section';
import { kebabCase } from './kebab-case';
import type { PartnerFee } from './partner-pricing';
import type { FeesSection } from './pricing-section';
import type { ConditionContext } from '../flow/step-definition';

/** What one fee charges for the context's booking: 0 while its condition, its answer or its count says no. */
function charge(fee: PartnerFee, context: ConditionContext): { cost: number; count?: number } {
  if (fee.when !== undefined && !evaluateCondition(fee.when, context)) return { cost: 0 };
  if ('perUnit' in fee) {
    const count = context.booking[fee.count];
    return typeof count === 'number' && count > 0 ? { cost: count * fee.perUnit, count } : { cost: 0 };
  }
  if (fee.answer !== undefined && context.booking[fee.answer] !== true) return { cost: 0 };
  return { cost: fee.amount };
}

/**
 * One section per charged entry of `pricing.fees` (docs/PARTNERS.md, Pricing), titled with its label; a fee per
 * count carries its count as a line item labelled as the step labels the field. The booking is the context's:
 * the answers without the hidden ones, so a fee on a hidden answer or a hidden step's count is never charged.
 */
export function partnerFeeSections(
  fees: Readonly<Record<string, PartnerFee>>,
  context: ConditionContext,
  labels: Readonly<Record<string, string>>,
): FeesSection[] {
  return Object.values(fees).flatMap((fee) => {
    const { cost, count } = charge(fee, context);
    const lineItems =
      count !== undefined && 'count' in fee ? [{ slug: kebabCase(fee.count), label: labels[fee.count] ?? fee.count, amount: count }] : [];
    const section = feesSection(fee.label, cost, { lineItems });
    return section ? [section] : [];
  });
}
