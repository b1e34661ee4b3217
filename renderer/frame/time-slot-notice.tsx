import { ClockIcon } from './icons';
import { formatCountdown, useTimeSlotCountdown } from './use-time-slot-countdown';

export interface TimeSlotNoticeProps {
  /** The server's hold: when it ends (ISO time), or null when nothing is held. */
  expiresAt: string | null;
  /** The held text with a `{time}` placeholder, e.g. 'We are holding your time slot for {time}.' */
  heldText: string;
  /** docs/FUNNEL.md#holding-the-time-slot: 'Time slot not guaranteed, but you can still submit!' */
  expiredText: string;
}

/**
 * The time-slot notice of the checkout group (docs/FUNNEL.md#holding-the-time-slot): counts down to
 * the server's `expiresAt`; once it passes, or when nothing is held, the error style and 'Time slot not
 * guaranteed, but you can still submit!'. The clock ticks each second for sighted users; screen readers
 * hear a polite update only when the whole minutes change, and once when it expires.
 */
export function TimeSlotNotice({ expiresAt, heldText, expiredText }: TimeSlotNoticeProps) {
  const remaining = useTimeSlotCountdown(expiresAt);
  // Whether anything is held decides the structure, the same on the server and at hydration; only the
  // clock's text may differ between them, as each reads its own clock.
  const expired = expiresAt === null || remaining <= 0;
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
          <span className="font-bold tabular-nums" data-testid="time-slot-clock" suppressHydrationWarning>
            {formatCountdown(remaining)}
          </span>
          {after}
        </p>
      )}
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="time-slot-announcement" suppressHydrationWarning>
        {announcement}
      </p>
    </div>
  );
}
