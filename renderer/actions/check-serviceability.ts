import { serviceability } from '../../core/serviceability';
import { bookingAddress } from './booking-address';
import type { StepAction } from './step-action';
import { ensureLocation } from './suggest-location';

/**
 * 'checkServiceability' (SPEC section 4): distance from the depot through origin (and destination
 * for full service), stored on the booking, then core's verdict. Unserviceable: record the
 * conversion with its reason and go to complete.
 */
export const checkServiceability: StepAction = async ({ store, navigate, pathOf }) => {
  const depot = await ensureLocation(store);
  const { booking, partner, editBooking, convert, addressProvider } = store.getState();
  const laborOnly = booking.serviceType === 'labor_only';
  const origin = bookingAddress(booking, 'origin');
  const destination = laborOnly ? undefined : bookingAddress(booking, 'destination');
  if (!origin || (!laborOnly && !destination)) throw new Error('The serviceability check needs a complete origin and destination address');

  const provider = await addressProvider();
  const miles = await provider.distanceMiles({ from: depot, origin, ...(destination ? { destination } : {}) });
  const distance = Math.round(miles * 10) / 10;
  editBooking({ distance });

  const verdict = serviceability(store.getState().booking, partner, distance);
  if (verdict.serviceable) return;
  await convert({ conversionType: 'unserviceable', unserviceableReason: verdict.reason });
  navigate(pathOf('complete', { status: 'unserviceable', reason: verdict.reason }));
  return 'stop';
};
