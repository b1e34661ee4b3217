import type { LaborBill } from './bill-labor';
import { formatMoney } from '../format-money';
import type { LaborSection } from './pricing-section';

/** The labor block: '3 movers · 4.5 hours', '$850.50'. */
export function laborSection(bill: LaborBill, laborOnly: boolean): LaborSection {
  return {
    type: 'labor',
    title: laborOnly ? 'Labor only' : 'Labor',
    subtitle: `${bill.crew} movers · ${bill.hours} ${bill.hours === 1 ? 'hour' : 'hours'}`,
    cost: bill.cost,
    display_value: formatMoney(bill.cost),
    line_items: [],
  };
}
