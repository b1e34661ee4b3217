/**
 * The webhook channel (delivery-channels.ts): a 2xx in time is delivered; a 410 disables the endpoint; 429 and 503
 * wait what Retry-After asks; anything else waits the retry schedule's next step. The body is the endpoint's format
 * (nested, flat or a CRM's, webhook-body.ts), its `auth` is added (webhook-auth.ts), and a 4xx answer's body ends the
 * error, with every key masked.
 */
import { shippedLeadFormats } from '../../partners/shipped-lead-formats';
import { endpointLabel } from '../webhooks/endpoint-label';
import { maskSecrets } from '../webhooks/mask-secrets';
import { retryAfterMs } from '../webhooks/retry-after-ms';
import { sendWebhook } from '../webhooks/send-webhook';
import { webhookAuth } from '../webhooks/webhook-auth';
import { webhookBody } from '../webhooks/webhook-body';
import type { DeliveryChannelAttempt } from './delivery-channel';
import { disableEndpoint, isEndpointDisabled } from './disabled-endpoints';
import { isResumeEmailEvent } from './is-resume-email-event';
import { retryLater } from './retry-later';

export const attemptWebhook: DeliveryChannelAttempt = async (context, claim, partner) => {
  const { event } = claim;
  if (isResumeEmailEvent(event)) return { status: 'failed', error: 'the resume email goes to the customer alone' };
  const endpoint = partner.delivery?.webhooks?.find((webhook) => webhook.url === claim.target);
  if (!endpoint) return { status: 'failed', error: 'this webhook is no longer in the partner file' };
  if (await isEndpointDisabled(context.db, partner.slug, claim.target)) {
    return { status: 'disabled', error: 'endpoint disabled after it answered 410 Gone; replay an event to enable it again' };
  }
  const secret = context.webhookSecrets[endpoint.secretEnv];
  if (!secret) return retryLater(context, claim, `${endpoint.secretEnv} is not set to a whsec_ secret`);
  const auth = webhookAuth(endpoint, context.credential ?? (() => undefined));
  if (!auth.ok) return retryLater(context, claim, auth.reason);
  const request = webhookBody(endpoint, { body: claim.body, event }, context.leadFormats ?? shippedLeadFormats().formats);
  if (!request.send) return { status: request.status, error: request.reason };
  // Nothing the endpoint's keys are in is kept or logged as it was: the error of a failed attempt is masked.
  const mask = (text: string) => maskSecrets(text, [secret, ...auth.secrets]);
  const outcome = await sendWebhook({
    url: auth.url,
    secret,
    eventId: claim.eventId,
    body: request.body,
    headers: { ...auth.headers, ...request.headers },
    at: context.clock.now(),
    timeoutMs: context.timeoutMs,
    allowPrivateNetwork: context.allowPrivateNetwork,
  });
  if (outcome.kind !== 'answered') return retryLater(context, claim, mask(outcome.reason));
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
  return retryLater(context, claim, `answered ${status}${refusal(outcome.body, mask)}`, wait);
};

/** A 4xx answer's body as the end of the delivery's error: what the receiver refused, in its words, on one line. */
function refusal(body: string | undefined, mask: (text: string) => string): string {
  const text = body?.replace(/\s+/g, ' ').trim();
  if (!text) return '';
  return `: ${mask(text.length > 300 ? `${text.slice(0, 300)}…` : text)}`;
}
