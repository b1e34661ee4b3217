import type { StepAction } from './step-action';
import { bookingApi } from '../api/booking-api';
import { funnelApiClient } from '../api/funnel-api-client';
import { useFunnelStore } from '../store/funnel-store';

/** 'suggestLocation': ask the server for the partner depot serving this booking, once (docs/FUNNEL.md#calls). */
export const suggestLocation: StepAction = async () => {
  await ensureLocation();
};

/** The booking's depot, fetched when the store has none yet. */
export async function ensureLocation() {
  const { location, setLocation } = useFunnelStore.getState();
  if (location) return location;
  const suggested = await bookingApi.suggestLocation(funnelApiClient());
  setLocation(suggested);
  return suggested;
}
