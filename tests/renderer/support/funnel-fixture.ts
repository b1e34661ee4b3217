import bayside from '../../../partners/bayside-movers.json';
import summit from '../../../partners/summit-moving.json';
import type { Booking } from '../../../core/booking';
import type { Partner } from '../../../core/partner';
import { createApiClient } from '../../../renderer/api/api-client';
import { createFunnelStore } from '../../../renderer/store/create-funnel-store';
import type { FunnelStore } from '../../../renderer/store/funnel-state';
import type { SaveRetryOptions } from '../../../renderer/store/save-retry-options';

/** A demo partner file as the host page serializes it (the files double as fixtures). */
export function demoPartner(slug: 'bayside-movers' | 'summit-moving'): Partner {
  return (slug === 'bayside-movers' ? bayside : summit) as unknown as Partner;
}

/** A store built as the mount builds it, talking to the given fetch. */
export function startFunnel(
  fetch: typeof globalThis.fetch,
  booking: Partial<Booking> = { reference: 'REF00007', revision: 0 },
  slug: 'bayside-movers' | 'summit-moving' = 'bayside-movers',
  retry?: Partial<SaveRetryOptions>,
): FunnelStore {
  return createFunnelStore({
    booking: booking as Booking,
    partner: demoPartner(slug),
    location: null,
    settings: { googleApiKey: null, stripeAvailable: false },
    api: createApiClient({ csrfToken: 'csrf-test', partnerSlug: slug, fetch }),
    ...(retry ? { retry } : {}),
  });
}
