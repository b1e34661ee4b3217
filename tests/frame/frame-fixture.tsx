import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { FormBooking } from '../../core/booking';
import type { Partner } from '../../core/partner';
import { funnelStep } from '../../core/funnel';
import bayside from '../../partners/bayside-movers.json';
import summit from '../../partners/summit-moving.json';
import { funnelDefinition } from '../../renderer/frame/funnel-definition';
import { initFunnelStore } from '../../renderer/store/funnel-store';

export const partners = { bayside: bayside as unknown as Partner, summit: summit as unknown as Partner };

export const step = (id: string) => funnelStep(funnelDefinition, id);

/** The real store, loaded the way the mount loads it; the API must not be called by these views. */
export function loadStore(partner: Partner, booking: Partial<FormBooking> = {}): void {
  initFunnelStore({
    booking: { id: 42, ...booking } as FormBooking,
    partner,
    location: null,
    settings: { googleApiKey: null, stripeAvailable: false },
    api: {
      request: () => {
        throw new Error('no API calls expected');
      },
    },
  });
}

/** Shows where the router is, so a test can see a navigation happen. */
export function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

/** `element` at `url` inside a router that renders every other path as its location. */
export function atRoute(url: string, element: ReactNode) {
  const pattern = new URL(url, 'http://x').pathname;
  return (
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={pattern} element={element} />
        <Route path="*" element={<CurrentLocation />} />
      </Routes>
    </MemoryRouter>
  );
}
