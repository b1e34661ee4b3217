import { createContext } from 'react';
import type { FunnelStore } from './funnel-state';

/** The app's store, handed down by FunnelStoreProvider; null outside one (a loud error in the hooks). */
export const FunnelStoreContext = createContext<FunnelStore | null>(null);
