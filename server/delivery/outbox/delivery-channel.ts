import type { ServerPartner } from '../../partners/server-partner';
import type { AttemptContext, AttemptOptions } from './attempt-context';
import type { ClaimedDelivery } from './claim-deliveries';
import type { DeliveryResult } from './finish-delivery';
import type { StoredEvent } from './stored-event';

/**
 * One channel's attempt at one claimed delivery whose body is still stored, turned into its result (delivery-channels.ts):
 * `body` the stored bytes, `event` the same read once (stored-event.ts).
 */
export type DeliveryChannelAttempt = (
  context: AttemptContext,
  claim: ClaimedDelivery & { body: string; event: StoredEvent },
  partner: ServerPartner,
  options: AttemptOptions,
) => Promise<DeliveryResult>;
