import { format } from 'date-fns';

/**
 * The accessible name of a calendar day button. It starts with the day number the button shows,
 * so speech users can say what they see (WCAG 2.5.3, Label in Name), then the full date:
 * '27, Friday, November 27th, 2026', with 'today' and 'selected' as react-day-picker adds them.
 */
export function dayButtonLabel(date: Date, modifiers: Record<string, boolean>): string {
  const label = `${date.getDate()}, ${format(date, 'EEEE, MMMM do, yyyy')}`;
  return `${label}${modifiers.today ? ', today' : ''}${modifiers.selected ? ', selected' : ''}`;
}
