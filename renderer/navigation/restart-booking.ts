import { useFunnelStore } from '../store/funnel-store';

/** Restart booking (SPEC section 2): busy state, then a full page load of /partners/{slug}/reset. */
export function restartBooking(): void {
  const { partner, setRestarting } = useFunnelStore.getState();
  setRestarting();
  window.location.assign(`/partners/${encodeURIComponent(partner.slug)}/reset`);
}
