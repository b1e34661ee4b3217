import type { Booking } from '../../core/booking';
import { fieldOf } from '../../core/is-record';
import { ApiError } from '../api/api-error';
import { isServerBooking } from '../api/is-server-booking';
import type { ServerBooking } from '../api/booking-api';
import { classifySaveFailure } from './classify-save-failure';
import type { SaveRetry } from './funnel-state';
import { DEFAULT_SAVE_RETRY_OPTIONS, retryDelay, type SaveRetryOptions } from './save-retry-options';
import { timeoutSignal, waitForRetry } from './wait-for-retry';

/** What the pipeline reads and writes; the store provides it, a test may provide a plain object. */
export interface SavePipelineHost {
  booking(): Booking;
  /** The booking the server answered, with the local fields to keep over it (edited since the request left). */
  adopt(server: ServerBooking, keepLocal: ReadonlySet<string>, action: string): void;
  /** The save state; saveRetry undefined keeps the notice of the last failure (a retry in flight still shows it). */
  status(saveState: 'idle' | 'saving' | 'error', saveRetry: SaveRetry | null | undefined, action: string): void;
  /** One PUT of the booking; rejects with the API client's error. */
  send(booking: Booking, signal: AbortSignal): Promise<ServerBooking>;
  /** After the server stored a save (the tracking event). */
  saved(stored: ServerBooking): void;
  /** What the server answered a save it refuses (shown on the page at once), or null once a save is stored. */
  refused(messages: readonly string[] | null): void;
}

export interface SavePipeline {
  /** Booking keys the customer just changed; the next save carries them. */
  edited(keys: Iterable<string>): void;
  save(): Promise<void>;
  /** Keys edited and not yet confirmed by the server (waiting, or in a request not yet answered). */
  unconfirmed(): ReadonlySet<string>;
  /** A save in flight, queued, or failed with edits waiting. */
  pending(saveState: 'idle' | 'saving' | 'error'): boolean;
  /** No retry of this pipeline sends again. */
  dispose(): void;
}

/** A save the server refused as it stands, already told to the host: the save rejects with the server's error (`answer`). */
class RefusedSave extends Error {
  constructor(readonly answer: unknown) {
    super('Save refused');
  }
}

const union = (...sets: ReadonlySet<string>[]) => new Set(sets.flatMap((set) => [...set]));

/**
 * The current booking a 409 carries, when it is this booking at a newer revision (not one that replaced it).
 * The booking is known by its reference (docs/DECISIONS.md, "The browser never sees the booking's id"); one not stored
 * yet (no reference: page loads store nothing, docs/DECISIONS.md, "Server, sessions, hardening, abuse and privacy")
 * takes the one another tab's first save created.
 */
/**
 * The server's messages of a save it will never take as sent (a 4xx but 408 and 429: invalid, refused, session gone),
 * or null for a failure that is not an answer about the booking (network, timeout, 5xx, a bug).
 */
function refusalMessages(error: unknown): readonly string[] | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  return error.messages.length > 0 ? error.messages : [error.message];
}

function conflictingBooking(error: unknown, reference: string | undefined): ServerBooking | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const current = fieldOf(error.body, 'booking');
  if (!isServerBooking(current)) return null;
  return current.reference === reference || reference === undefined ? current : null;
}

/**
 * The save queue of one app (docs/FUNNEL.md, Saving and conversions): one request in flight, every save
 * asked for meanwhile shares the next one; network failures, timeouts and 5xx are retried with backoff;
 * a stale revision (409) is merged with the local unsent edits and sent again. Any other 4xx, and a 409 of the booking
 * at the very revision sent (cancelled, changes closed), is refused: never sent again, its messages go to the host
 * for the page to show at once. All state lives here.
 */
export function createSavePipeline(host: SavePipelineHost, retryOptions: Partial<SaveRetryOptions> = {}): SavePipeline {
  const options: SaveRetryOptions = { ...DEFAULT_SAVE_RETRY_OPTIONS, ...retryOptions };
  /** Keys edited locally and not yet sent (the request in flight, if any, carries the others). */
  let unsent = new Set<string>();
  /** Keys of the request in flight, until the server answers. */
  let sending: ReadonlySet<string> = new Set();
  let inFlight: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const lifetime = new AbortController();

  const take = () => {
    const keys = unsent;
    unsent = new Set();
    return keys;
  };

  /** One save, sent until the server has it or answers that it never will. */
  const put = async (): Promise<void> => {
    // Keys this save carries; a key edited meanwhile joins at the next attempt.
    sending = take();
    const { signal } = lifetime;
    let failures = 0;
    let conflicts = 0;
    host.status('saving', undefined, 'save/start');
    try {
      for (;;) {
        let stored: ServerBooking;
        const copy = host.booking();
        try {
          stored = await host.send(copy, timeoutSignal(options.timeoutMs, signal));
        } catch (error) {
          if (signal.aborted) throw error;
          const current = conflictingBooking(error, copy.reference);
          if (current && copy.reference !== undefined && current.revision === copy.revision) {
            // The booking as this copy has it, refused (cancelled, changes closed): nothing newer to merge, and the same
            // copy would be refused again. The page shows what the server holds, and why; the edits are dropped.
            sending = new Set();
            unsent = new Set();
            host.adopt(current, unsent, 'save/refused');
            host.refused(refusalMessages(error));
            host.status('error', null, 'save/refused');
            throw new RefusedSave(error);
          }
          if (current) {
            // Saved elsewhere first (another tab): take its booking and revision, keep every local edit
            // not yet stored, and send the merge. Even when giving up, the next save starts from it.
            sending = union(sending, take());
            host.adopt(current, sending, 'save/conflict');
            if (++conflicts > options.maxConflicts) throw error;
            continue;
          }
          const reason = classifySaveFailure(error);
          if (!reason) throw error;
          const delay = retryDelay(failures, options);
          failures++;
          host.status('error', { reason, attempt: failures, retryAt: Date.now() + delay }, 'save/retry-wait');
          await waitForRetry(delay, signal);
          sending = union(sending, take());
          host.status('saving', undefined, 'save/retry');
          continue;
        }
        sending = new Set();
        host.adopt(stored, unsent, 'save/done');
        host.refused(null);
        host.status('idle', null, 'save/idle');
        host.saved(stored);
        return;
      }
    } catch (error) {
      if (error instanceof RefusedSave) throw error.answer;
      // Not stored: the edits wait for the next save (unless the pipeline was disposed: they belong to the old page).
      if (!signal.aborted) {
        unsent = union(sending, unsent);
        sending = new Set();
        const messages = refusalMessages(error);
        if (messages) host.refused(messages);
        host.status('error', null, 'save/error');
      }
      throw error;
    }
  };

  const save = (): Promise<void> => {
    if (lifetime.signal.aborted) return Promise.reject(lifetime.signal.reason);
    if (!inFlight) {
      const mine: Promise<void> = put().finally(() => {
        if (inFlight === mine) inFlight = null;
      });
      inFlight = mine;
      return mine;
    }
    // Every save asked for while one is in flight shares the next request, which carries all their edits.
    if (!queued) {
      const next: Promise<void> = inFlight
        .catch(() => undefined)
        .then(() => {
          if (queued === next) queued = null;
          return save();
        });
      queued = next;
    }
    return queued;
  };

  return {
    edited: (keys) => {
      for (const key of keys) unsent.add(key);
    },
    save,
    unconfirmed: () => union(sending, unsent),
    pending: (saveState) => inFlight !== null || queued !== null || (saveState === 'error' && unsent.size > 0),
    dispose: () => lifetime.abort(new DOMException('The funnel store was replaced', 'AbortError')),
  };
}
