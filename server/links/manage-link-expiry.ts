import { LINK_LIFETIME_DAYS } from './link-purpose';

const DAY_MS = 24 * 3_600_000;

/**
 * When a manage link stops opening: the end of the 7th day after the move date (noon UTC of the 8th, past
 * midnight in every US time zone), judged on the booking's move date as it is now, so a rescheduled move keeps
 * its link. A booking without a move date: 7 days from `from`.
 */
export function manageLinkExpiry(moveDate: unknown, from: Date): Date {
  const days = LINK_LIFETIME_DAYS.manage;
  if (typeof moveDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(moveDate)) return new Date(from.getTime() + days * DAY_MS);
  return new Date(Date.parse(`${moveDate}T12:00:00Z`) + (days + 1) * DAY_MS);
}
