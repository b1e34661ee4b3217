import { DayButton, type DayButtonProps } from 'react-day-picker';

/**
 * A day button that, when it is the calendar's one Tab stop (the selected day, else the first
 * day that can be chosen), also carries the field's id and its error: the renderer focuses the
 * field by id after a failed submit, and that lands on a day, not on "Go to the Previous Month".
 */
export function fieldDayButton(fieldId: string, describedBy: string | undefined) {
  return function FieldDayButton(props: DayButtonProps) {
    const tabStop = props.tabIndex === 0;
    return <DayButton {...props} id={tabStop ? fieldId : undefined} aria-describedby={tabStop ? describedBy : undefined} />;
  };
}
