import { crewsOffered } from '../../core/capacity/crews-offered';
import type { TimeOfDay } from '../../core/capacity/partner-capacity';
import type { ServerPartner } from '../partners/server-partner';

/** Crews the partner offers that day and time of day; null for a partner without capacity (unlimited). */
export function offeredCrews(partner: ServerPartner, moveDate: string, timeOfDay: TimeOfDay): number | null {
  return partner.capacity ? crewsOffered(partner.capacity, moveDate, timeOfDay) : null;
}
