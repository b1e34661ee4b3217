import { useContext } from 'react';
import { useStore } from 'zustand';
import type { FunnelState, FunnelStore } from './funnel-state';
import { FunnelStoreContext } from './funnel-store-context';

/** The store itself, for code that reads it at the moment it runs (actions, callbacks), not while rendering. */
export function useFunnelStoreApi(): FunnelStore {
  const store = useContext(FunnelStoreContext);
  if (!store) throw new Error('useFunnelStore is used outside a FunnelStoreProvider');
  return store;
}

/** One slice of the app's state; the component re-renders only when that slice changes. */
export function useFunnelStore<T>(selector: (state: FunnelState) => T): T {
  return useStore(useFunnelStoreApi(), selector);
}
