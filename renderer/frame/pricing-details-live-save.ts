import { useEffect } from 'react';
import { countFields } from '../../core/count-fields';
import { funnelDefinition } from '../../core/funnel-definition';
import { bookingSchema } from '../../core/generated/booking-schema';
import type { FunnelState, FunnelStore } from '../store/funnel-state';
import { useFunnelStoreApi } from '../store/use-funnel-store';

/** How long the counters rest before the save that reprices the booking (a burst of taps is one save). */
export const LIVE_SAVE_DELAY_MS = 600;

/**
 * The steps' counters: every value they can hold is valid, so saving them before the step is
 * submitted never stores a half-typed answer. Other priced fields (floors, carry distance...) reprice on submit.
 */
const COUNT_FIELDS = [...countFields(funnelDefinition, bookingSchema, 'counter')];

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
    if (!COUNT_FIELDS.some((field) => after[field] !== before[field])) return;
    // Only the customer's own edits: a server answer (or a newly loaded booking) brings a new syncedAt or id.
    if (after.syncedAt !== before.syncedAt || after.id !== before.id) return;
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
 * The estimate follows the counters as the customer taps them (docs/FUNNEL.md, Pricing and
 * serviceability: shown as the customer answers): a count change saves the booking after a short rest, and the server's answer brings
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
