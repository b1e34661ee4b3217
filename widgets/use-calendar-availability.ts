import { useEffect, useSyncExternalStore } from 'react';
import { EMPTY_AVAILABILITY, monthsAround, type AvailabilitySnapshot, type CalendarAvailability } from './calendar-availability';

const noSubscription = () => () => undefined;
const empty = () => EMPTY_AVAILABILITY;

/**
 * What is known of the days, re-rendering as months arrive; with `month` ('YYYY-MM'), asks for the months its
 * grid shows (the one before and after too, for outside days and the next page). While a month loads
 * or after it failed, its days read open: the calendar never waits for the network.
 */
export function useCalendarAvailability(availability: CalendarAvailability | undefined, month?: string): AvailabilitySnapshot {
  const snapshot = useSyncExternalStore(availability?.subscribe ?? noSubscription, availability?.snapshot ?? empty, empty);
  useEffect(() => {
    if (availability && month) availability.load(monthsAround(month));
  }, [availability, month]);
  return snapshot;
}
