import type { StepAction } from './step-action';
import { bookingApi } from '../api/booking-api';
import type { FunnelStore } from '../store/funnel-state';

/** 'suggestLocation': ask the server for the partner depot serving this booking, once (docs/FUNNEL.md, "Calls"). */
export const suggestLocation: StepAction = async ({ store }) => {
  await ensureLocation(store);
};

/** The booking's depot, fetched when the store has none yet. */
export async function ensureLocation(store: FunnelStore) {
  const { location, setLocation, api } = store.getState();
  if (location) return location;
  const suggested = await bookingApi.suggestLocation(api);
  setLocation(suggested);
  return suggested;
}
