import type { Booking } from '../../core/booking';
import { isRecord } from '../../core/is-record';
import type { FunnelStore } from './funnel-state';
import { draftKey } from '../../core/posted-form-names';

/** Where a booking's unsaved answers wait in sessionStorage (one per partner and booking: its reference, 'new' before the first save). */

function readDraft(storage: Storage, key: string): Partial<Booking> | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    // Only drafts this tab wrote (writeDraft, from unconfirmedEdits) live under the key.
    return isRecord(parsed) ? (parsed as Partial<Booking>) : null;
  } catch {
    return null;
  }
}

function writeDraft(storage: Storage, key: string, edits: Partial<Booking>): void {
  try {
    if (Object.keys(edits).length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(edits));
  } catch {
    // Storage full or refused (private mode): the draft is a comfort, the save still carries the answers.
  }
}

/**
 * Answers typed and not yet saved survive a reload of the tab (docs/DECISIONS.md, Store and widgets):
 * the draft is restored as local edits, then kept equal to the edits the server has not confirmed.
 * Called after hydration, so the server's HTML and the first client render show the same booking.
 * Returns the unsubscribe.
 */
export function keepDrafts(store: FunnelStore, storage: Storage): () => void {
  const key = () => draftKey(store.getState().partner.slug, store.getState().booking.reference);
  const draft = readDraft(storage, key());
  if (draft && Object.keys(draft).length > 0) store.getState().editBooking(draft);
  return store.subscribe((state, previous) => {
    if (state.booking === previous.booking) return;
    if (state.booking.reference !== previous.booking.reference)
      storage.removeItem(draftKey(previous.partner.slug, previous.booking.reference));
    writeDraft(storage, key(), state.unconfirmedEdits());
  });
}
