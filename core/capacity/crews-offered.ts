import { weekdayOf } from './calendar-date';
import type { PartnerCapacity, TimeOfDay } from './partner-capacity';

/** Crews the partner offers on `date` at `timeOfDay`: 0 on a blackout day, else the weekday's entry or the default. */
export function crewsOffered(capacity: PartnerCapacity, date: string, timeOfDay: TimeOfDay): number {
  if (capacity.blackouts?.includes(date)) return 0;
  return (capacity.crews[weekdayOf(date)] ?? capacity.crews.default)[timeOfDay];
}
