import { ClockIcon } from './icons';
import { formatCountdown, useTimeSlotCountdown } from './use-time-slot-countdown';

/** The storage key of one booking's hold, so a restarted booking (new id) gets a fresh 15 minutes. */
export function timeSlotStorageKey(slug: string, bookingId: number | string | null | undefined): string {
  return `funnel:time-slot-start:${slug}:${bookingId ?? 'new'}`;
}

export interface TimeSlotNoticeProps {
  storageKey: string;
  /** The held text with a `{time}` placeholder, e.g. 'We are holding your time slot for {time}.' */
  heldText: string;
  /** docs/FUNNEL.md#flow-and-navigation: 'Time slot not guaranteed, but you can still submit!' */
  expiredText: string;
}

/**
 * The 15-minute hold notice of the checkout group (docs/FUNNEL.md#flow-and-navigation). The clock ticks each second for
 * sighted users; screen readers hear a polite update only when the whole minutes change, and once
 * when it expires.
 */
export function TimeSlotNotice({ storageKey, heldText, expiredText }: TimeSlotNoticeProps) {
  const remaining = useTimeSlotCountdown(storageKey);
  const expired = remaining <= 0;
  const minutesLeft = Math.ceil(remaining / 60_000);
  const [before, after = ''] = heldText.split('{time}');
  const announcement = expired ? expiredText : heldText.replace('{time}', `${minutesLeft} ${minutesLeft === 1 ? 'minute' : 'minutes'}`);

  return (
    <div
      data-testid="time-slot-notice"
      data-expired={expired || undefined}
      className={`flex items-center gap-3 rounded-lg border px-4 py-3 text-sm font-medium sm:text-base ${
        expired ? 'border-red-300 bg-red-50 text-red-800' : 'border-amber-300 bg-amber-50 text-amber-900'
      }`}
    >
      <ClockIcon className="size-5 shrink-0" />
      {expired ? (
        <p aria-hidden="true">{expiredText}</p>
      ) : (
        <p aria-hidden="true">
          {before}
          <span className="font-bold tabular-nums" data-testid="time-slot-clock">
            {formatCountdown(remaining)}
          </span>
          {after}
        </p>
      )}
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="time-slot-announcement">
        {announcement}
      </p>
    </div>
  );
}
