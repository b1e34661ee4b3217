import type { FunnelStore } from '../store/funnel-state';

/** Restart booking (docs/FUNNEL.md, "Screens and routes"): busy state, then a full page load of /partners/{slug}/reset. */
export function restartBooking(store: FunnelStore): void {
  const { partner, setRestarting } = store.getState();
  setRestarting();
  window.location.assign(`/partners/${encodeURIComponent(partner.slug)}/reset`);
}
