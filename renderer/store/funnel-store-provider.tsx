import { useEffect, type ReactNode } from 'react';
import type { FunnelStore } from './funnel-state';
import { FunnelStoreContext } from './funnel-store-context';
import { keepDrafts } from './keep-drafts';
import { sessionStorageOf } from './session-storage-of';
import { watchUnsavedAnswers } from './watch-unsaved-answers';

/**
 * Hands the app's store to everything below it. Its browser-only duties (the leave warning, the
 * session draft) run as effects, so they start after hydration and never on the server.
 * `browserDuties={false}` for nested stores that must not touch the page (the admin preview).
 */
export function FunnelStoreProvider({
  store,
  browserDuties = true,
  children,
}: {
  store: FunnelStore;
  browserDuties?: boolean;
  children: ReactNode;
}) {
  useEffect(() => {
    if (!browserDuties) return;
    const stopWarning = watchUnsavedAnswers(store, window);
    const storage = sessionStorageOf(window);
    // Where the browser refuses storage (a partner site's frame with third-party cookies blocked) the save alone keeps the answers.
    const stopDrafts = storage ? keepDrafts(store, storage) : () => {};
    return () => {
      stopWarning();
      stopDrafts();
    };
  }, [store, browserDuties]);
  return <FunnelStoreContext.Provider value={store}>{children}</FunnelStoreContext.Provider>;
}
