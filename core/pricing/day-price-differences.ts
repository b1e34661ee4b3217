import { datePricePercent } from '../capacity/date-price-percent';
import type { PartnerCapacity } from '../capacity/partner-capacity';
import { estimateBooking } from './estimate-booking';
import type { PartnerPricing } from './partner-pricing';
import type { PricingInput } from './pricing-input';

/**
 * For each date, what the booking would cost more (negative: less) moved that day than with no date rule, by the
 * estimate itself, so two days' estimates differ by exactly their two differences to the cent. 0 before the booking
 * can be priced. Days with the same percent cost the same, so each percent is priced once (62 days stay cheap).
 */
export function dayPriceDifferences(
  booking: PricingInput,
  pricing: PartnerPricing | undefined,
  capacity: PartnerCapacity | undefined,
  dates: readonly string[],
): number[] {
  const withoutRule = capacity?.priceRules?.length ? estimateBooking({ ...booking, moveDate: null }, pricing) : null;
  if (!withoutRule) return dates.map(() => 0);
  const byPercent = new Map<number, number>([[0, 0]]);
  return dates.map((date) => {
    const percent = datePricePercent(capacity, date);
    let difference = byPercent.get(percent);
    if (difference === undefined) {
      const withRule = estimateBooking({ ...booking, moveDate: date }, pricing, capacity)!;
      // Both totals are whole cents; subtracting cents keeps float noise out.
      difference = (Math.round(withRule.total * 100) - Math.round(withoutRule.total * 100)) / 100;
      byPercent.set(percent, difference);
    }
    return difference;
  });
}
