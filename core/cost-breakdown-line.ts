import { formatMoney } from './format-money';

/** One line item of a cost breakdown (docs/FUNNEL.md#screens-and-routes). */
export interface CostBreakdownItem {
  name: string;
  cost?: number | null;
  count?: number | null;
  display_value?: string | null;
}

/** A line as shown: label on the left, value on the right. */
export interface DisplayLine {
  label: string;
  value: string;
}

/** 'name (count)' when count is above 1; the value is display_value, else the formatted cost. */
export function costBreakdownLine(item: CostBreakdownItem): DisplayLine {
  const label = item.count != null && item.count > 1 ? `${item.name} (${item.count})` : item.name;
  return { label, value: item.display_value ?? formatMoney(item.cost ?? 0) };
}
