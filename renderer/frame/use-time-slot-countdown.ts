import { useEffect, useState } from 'react';
import { funnelDefinition } from '../../core/funnel-definition';

/** How long the time slot is held (schemas/flow.json `constants`). */
export const TIME_SLOT_HOLD_MS = funnelDefinition.flow.constants.timeSlotHoldMinutes * 60 * 1000;

/**
 * Milliseconds left on the time-slot hold. The start is kept in sessionStorage under `storageKey`
 * the first time it is asked for, so a reload (or going summary -> checkout) keeps counting.
 */
export function useTimeSlotCountdown(storageKey: string, holdMs: number = TIME_SLOT_HOLD_MS): number {
  // Read after hydration only: the server has no sessionStorage and renders the full hold, so the
  // first browser render must match it (docs/DECISIONS.md "RJSF's Form and server rendering").
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setStartedAt(readOrStartClock(storageKey));
    setNow(Date.now());
  }, [storageKey]);
  const remaining = startedAt === null ? holdMs : Math.max(0, startedAt + holdMs - now);
  const expired = remaining <= 0;

  // One interval for the whole hold, stopped when it expires.
  useEffect(() => {
    if (expired) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expired]);

  return remaining;
}

function readOrStartClock(storageKey: string): number {
  try {
    const stored = Number(window.sessionStorage.getItem(storageKey));
    if (Number.isFinite(stored) && stored > 0) return stored;
    const startedAt = Date.now();
    window.sessionStorage.setItem(storageKey, String(startedAt));
    return startedAt;
  } catch {
    // Storage can be disabled (private modes); the hold then lasts for this page view only.
    return Date.now();
  }
}

/** 900000 -> '15:00', 59000 -> '0:59'. */
export function formatCountdown(ms: number): string {
  const totalSeconds = Math.ceil(ms / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
