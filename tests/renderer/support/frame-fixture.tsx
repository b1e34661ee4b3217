import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Booking } from '../../../core/booking';
import type { Partner } from '../../../core/partner';
import { funnelStep } from '../../../core/flow/funnel';
import bayside from '../../../partners/bayside-movers.json';
import summit from '../../../partners/summit-moving.json';
import { funnelDefinition } from '../../../core/flow/funnel-definition';
import { createFunnelStore } from '../../../renderer/store/create-funnel-store';
import type { FunnelStore } from '../../../renderer/store/funnel-state';
import { FunnelStoreProvider } from '../../../renderer/store/funnel-store-provider';

export const partners = { bayside: bayside as unknown as Partner, summit: summit as unknown as Partner };

export const step = (id: string) => funnelStep(funnelDefinition, id);

/** A real store, built the way the mount builds it (card payments off unless asked); the API must not be called by these views. */
export function loadStore(partner: Partner, booking: Partial<Booking> = {}, { stripeAvailable = false } = {}): FunnelStore {
  return createFunnelStore({
    booking,
    partner,
    location: null,
    settings: { googleApiKey: null, stripeAvailable },
    api: {
      request: () => {
        throw new Error('no API calls expected');
      },
    },
  });
}

/** `element` under the given store (its browser duties off: these tests own the page). */
export function inStore(store: FunnelStore, element: ReactNode) {
  return (
    <FunnelStoreProvider store={store} browserDuties={false}>
      {element}
    </FunnelStoreProvider>
  );
}

/** Shows where the router is, so a test can see a navigation happen. */
export function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

/** `element` at `url` inside a router that renders every other path as its location, under `store`. */
export function atRoute(url: string, element: ReactNode, store: FunnelStore) {
  const pattern = new URL(url, 'http://x').pathname;
  return inStore(
    store,
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={pattern} element={element} />
        <Route path="*" element={<CurrentLocation />} />
      </Routes>
    </MemoryRouter>,
  );
}
