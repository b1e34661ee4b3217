import { createContext, useContext, type RefObject } from 'react';

/**
 * What a step's footer needs to become the phone bar (below lg): the pricing drawer's state and a
 * way to open it. FunnelLayout provides it on steps with the side column; null elsewhere (landing,
 * full-width pages), where the footer stays a plain sticky row.
 */
export interface PhoneBar {
  drawerOpen: boolean;
  openDrawer(): void;
  /** The bar's estimate toggle: focus returns here when the drawer closes. */
  toggleRef: RefObject<HTMLButtonElement | null>;
}

export const PhoneBarContext = createContext<PhoneBar | null>(null);

export function usePhoneBar(): PhoneBar | null {
  return useContext(PhoneBarContext);
}
