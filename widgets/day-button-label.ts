import { format } from 'date-fns';
import { DAY_STATE_WORDS, type CalendarDayState } from './calendar-day-state';

/**
 * The accessible name of a calendar day button. It starts with what the button shows, the day number
 * and its price difference ('27 +$70'), so speech users can say what they see (WCAG 2.5.3, Label in Name),
 * then the full date: '27 +$70, Friday, November 27th, 2026', with 'today' and 'selected' as
 * react-day-picker adds them, then what availability says: why it cannot be chosen ('Fully booked',
 * 'Closed') or 'Few left'.
 */
export function dayButtonLabel(date: Date, modifiers: Record<string, boolean>, state?: CalendarDayState): string {
  const shown = state?.price ? `${date.getDate()} ${state.price}` : `${date.getDate()}`;
  const parts = [shown, format(date, 'EEEE, MMMM do, yyyy')];
  if (modifiers.today) parts.push('today');
  if (modifiers.selected) parts.push('selected');
  if (state?.closedReason) parts.push(state.closedReason);
  if (state?.limited) parts.push(DAY_STATE_WORDS.limited);
  return parts.join(', ');
}
