import { useFunnelStore } from '../store/funnel-store';

/** Restart booking (docs/FUNNEL.md#screens-and-routes): busy state, then a full page load of /partners/{slug}/reset. */
export function restartBooking(): void {
  const { partner, setRestarting } = useFunnelStore.getState();
  setRestarting();
  window.location.assign(`/partners/${encodeURIComponent(partner.slug)}/reset`);
}
