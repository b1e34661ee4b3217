/**
 * The webhook channel (delivery-channels.ts): a 2xx in time is delivered; a 410 disables the endpoint; 429 and 503
 * wait what Retry-After asks; anything else waits the retry schedule's next step.
 */
import type { LeadEvent } from '../lead/lead';
import { endpointLabel } from '../webhooks/endpoint-label';
import { flatLeadEvent } from '../webhooks/flat-lead-event';
import { retryAfterMs } from '../webhooks/retry-after-ms';
import { sendWebhook } from '../webhooks/send-webhook';
import type { DeliveryChannelAttempt } from './delivery-channel';
import { disableEndpoint, isEndpointDisabled } from './disabled-endpoints';
import { retryLater } from './retry-later';

export const attemptWebhook: DeliveryChannelAttempt = async (context, claim, partner) => {
  const endpoint = partner.delivery?.webhooks?.find((webhook) => webhook.url === claim.target);
  if (!endpoint) return { status: 'failed', error: 'this webhook is no longer in the partner file' };
  if (await isEndpointDisabled(context.db, partner.slug, claim.target)) {
    return { status: 'disabled', error: 'endpoint disabled after it answered 410 Gone; replay an event to enable it again' };
  }
  const secret = context.webhookSecrets[endpoint.secretEnv];
  if (!secret) return retryLater(context, claim, `${endpoint.secretEnv} is not set to a whsec_ secret`);
  // The stored body is a lead event (lead-event-body.ts); a flat endpoint gets it one level deep.
  const body = endpoint.format === 'flat' ? JSON.stringify(flatLeadEvent(JSON.parse(claim.body) as LeadEvent)) : claim.body;
  const outcome = await sendWebhook({
    url: claim.target,
    secret,
    eventId: claim.eventId,
    body,
    at: context.clock.now(),
    timeoutMs: context.timeoutMs,
    allowPrivateNetwork: context.allowPrivateNetwork,
  });
  if (outcome.kind !== 'answered') return retryLater(context, claim, outcome.reason);
  const { status } = outcome;
  if (status >= 200 && status < 300) return { status: 'delivered' };
  if (status === 410) {
    const reason = `answered 410 Gone to event ${claim.eventId}`;
    await disableEndpoint(context.db, partner.slug, claim.target, reason, context.clock.now());
    context.log.warn(
      { partner: partner.slug, endpoint: endpointLabel(claim.target), eventId: claim.eventId },
      'webhook endpoint disabled: it answered 410 Gone; nothing more is sent there until an event is replayed to it',
    );
    return { status: 'disabled', error: reason };
  }
  const wait = status === 429 || status === 503 ? retryAfterMs(outcome.retryAfter, context.clock.now()) : null;
  return retryLater(context, claim, `answered ${status}`, wait);
};
