import { estimateBooking } from '../pricing/estimate-booking';
import type { PartnerPricing } from '../pricing/partner-pricing';
import type { PricingInput } from '../pricing/pricing-input';
import type { PartnerCapacity } from './partner-capacity';

/**
 * What the booking would cost more (negative: less) moved on `date` than with no date rule, by the estimate itself,
 * so two days' estimates differ by exactly their two differences to the cent. 0 before the booking can be priced.
 */
export function dayPriceDifference(
  booking: PricingInput,
  pricing: PartnerPricing | undefined,
  capacity: PartnerCapacity | undefined,
  date: string,
): number {
  if (!capacity?.priceRules?.length) return 0;
  const withRule = estimateBooking({ ...booking, moveDate: date }, pricing, capacity);
  const withoutRule = estimateBooking({ ...booking, moveDate: null }, pricing);
  if (!withRule || !withoutRule) return 0;
  // Both totals are whole cents; subtracting cents keeps float noise out.
  return (Math.round(withRule.total * 100) - Math.round(withoutRule.total * 100)) / 100;
}
