import { useEffect } from 'react';
import { countFields } from '../../core/count-fields';
import { yesNoFields } from '../../core/yes-no-fields';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import { bookingSchema } from '../../core/generated/booking-schema';
import type { FunnelState, FunnelStore } from '../store/funnel-state';
import { useFunnelStoreApi } from '../store/use-funnel-store';

/** How long the counters rest before the save that reprices the booking (a burst of taps is one save). */
export const LIVE_SAVE_DELAY_MS = 600;

/**
 * The steps' counters and yes/no answers: every value they can hold is valid, so saving them before the
 * step is submitted never stores a half-typed answer. A yes/no may hide a priced answer (hidden means
 * absent, docs/FUNNEL.md) or carry a fee itself, so the estimate drops or adds it at once. Other priced
 * fields (floors, carry distance...) reprice on submit.
 */
const LIVE_FIELDS = [...countFields(funnelDefinition, bookingSchema, 'counter'), ...yesNoFields(funnelDefinition)];

/** One subscription and one timer per store, however many panels show the estimate (side column, drawer, summary). */
interface LiveSave {
  users: number;
  unsubscribe: () => void;
}
const liveSaves = new WeakMap<FunnelStore, LiveSave>();

function watchCounts(store: FunnelStore): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const onStoreChange = (state: FunnelState, previous: FunnelState) => {
    // Any save that starts sends the whole booking, these counts included: the pending one is not needed.
    if (state.saveState === 'saving' && previous.saveState !== 'saving') cancel();
    if (state.booking === previous.booking) return;
    const before: Record<string, unknown> = previous.booking;
    const after: Record<string, unknown> = state.booking;
    if (!LIVE_FIELDS.some((field) => after[field] !== before[field])) return;
    // Only the customer's own edits: a server answer (or a newly loaded booking) brings a new syncedAt or reference.
    if (after.syncedAt !== before.syncedAt || after.reference !== before.reference) return;
    cancel();
    timer = setTimeout(() => {
      timer = null;
      // The store merges these edits with any save in flight; a failure is logged by the API client
      // (docs/FUNNEL.md, "Errors") and the edits go with the next save.
      store
        .getState()
        .save()
        .catch(() => undefined);
    }, LIVE_SAVE_DELAY_MS);
  };
  // A pending save is kept on unsubscribe: the counts still have to reach the server.
  return store.subscribe(onStoreChange);
}

/**
 * The estimate follows the counters and yes/no answers as the customer taps them (docs/FUNNEL.md, Pricing and
 * serviceability: shown as the customer answers): such a change saves the booking after a short rest, and the server's answer brings
 * the new estimate. The server prices; the browser never does.
 */
export function useLiveEstimateSave(): void {
  const store = useFunnelStoreApi();
  useEffect(() => {
    const live = liveSaves.get(store) ?? { users: 0, unsubscribe: () => undefined };
    if (live.users++ === 0) live.unsubscribe = watchCounts(store);
    liveSaves.set(store, live);
    return () => {
      if (--live.users === 0) live.unsubscribe();
    };
  }, [store]);
}
