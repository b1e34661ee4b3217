import type { Booking } from '../../core/booking';
import type { PublicPartner } from '../../core/booking-wire';
import { createFunnelStore } from '../store/create-funnel-store';
import type { FunnelStore } from '../store/funnel-state';
import { createPreviewApiClient } from './preview-api-client';
import { completionStatus } from '../views/completion-status';
import { isUnserviceableReason } from '../../core/unserviceable-reasons';

/**
 * A store of its own for the preview: the sample booking the server priced (HostProps.previewBooking, recording the
 * completion `status` a complete-page frame names, and its `reason`) and the preview's API client, which never calls
 * fetch. The visitor's own booking (the app's store) is never shown or sent from a preview.
 */
export function createPreviewStore(
  partner: PublicPartner,
  sample: Booking,
  status: string | null = null,
  reason: string | null = null,
): FunnelStore {
  const conversionType = completionStatus(status) ?? sample.conversionType;
  const unserviceableReason = conversionType === 'unserviceable' && isUnserviceableReason(reason) ? reason : null;
  return createFunnelStore({
    booking: { ...sample, conversionType, unserviceableReason },
    partner,
    location: partner.locations.find((depot) => depot.id === sample.locationId) ?? null,
    // No Google key and no card provider: the preview loads no outside scripts.
    settings: { googleApiKey: null, stripeAvailable: false },
    api: createPreviewApiClient(),
  });
}
