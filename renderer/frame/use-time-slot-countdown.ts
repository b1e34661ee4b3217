import { useEffect, useState } from 'react';

/**
 * Milliseconds left until the server's `expiresAt` (an ISO time; null: nothing held, so 0). Every tab
 * and every reload counts down to the same moment, because the host page and each booking answer carry
 * the active hold. The first render reads the clock where it runs (the server's, then the browser's
 * at hydration): the notice marks the clock's text as allowed to differ between the two.
 */
export function useTimeSlotCountdown(expiresAt: string | null): number {
  const end = expiresAt === null ? Number.NaN : Date.parse(expiresAt);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Number.isNaN(end) ? 0 : Math.max(0, end - now);
  const expired = remaining <= 0;

  // One interval for the whole hold, stopped when it expires; it starts from the clock as it is now.
  useEffect(() => {
    setNow(Date.now());
    if (expired) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expired, end]);

  return remaining;
}

/** 900000 -> '15:00', 59000 -> '0:59'. */
export function formatCountdown(ms: number): string {
  const totalSeconds = Math.ceil(ms / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
