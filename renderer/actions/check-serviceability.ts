import { serviceability } from '../../core/serviceability';
import { useFunnelStore } from '../store/funnel-store';
import { bookingAddress } from './booking-address';
import { sharedAddressProvider } from './shared-address-provider';
import type { StepAction } from './step-action';
import { ensureLocation } from './suggest-location';

/**
 * 'checkServiceability' (docs/FUNNEL.md#pricing-and-serviceability): distance from the depot through origin (and destination
 * for full service), stored on the booking, then core's verdict. Unserviceable: record the
 * conversion with its reason and go to complete.
 */
export const checkServiceability: StepAction = async ({ navigate, pathOf }) => {
  const depot = await ensureLocation();
  const { booking, partner, editBooking, convert } = useFunnelStore.getState();
  const laborOnly = booking.serviceType === 'labor_only';
  const origin = bookingAddress(booking, 'origin');
  const destination = laborOnly ? undefined : bookingAddress(booking, 'destination');
  if (!origin || (!laborOnly && !destination)) throw new Error('The serviceability check needs a complete origin and destination address');

  const provider = await sharedAddressProvider();
  const miles = await provider.distanceMiles({ from: depot, origin, ...(destination ? { destination } : {}) });
  const distance = Math.round(miles * 10) / 10;
  editBooking({ distance });

  const verdict = serviceability(useFunnelStore.getState().booking, partner, distance);
  if (verdict.serviceable) return;
  await convert({ conversionType: 'unserviceable', unserviceableReason: verdict.reason });
  navigate(pathOf('complete', { status: 'unserviceable', reason: verdict.reason }));
  return 'stop';
};
