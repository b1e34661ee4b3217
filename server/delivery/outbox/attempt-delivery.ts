/**
 * One attempt of one claimed delivery, turned into its result (docs/DECISIONS.md, "Delivery: outbox, webhooks and many processes"):
 * a 2xx in time is delivered; a 410 disables the endpoint; 429 and 503 wait what Retry-After asks; anything
 * else waits the retry schedule's next step, and after the last step the delivery has failed.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../core/clock';
import type { AppDb } from '../../db/app-database';
import type { ServerPartner } from '../../partners/server-partner';
import { customerLinks } from '../../links/customer-links';
import { retryAfterMs } from '../webhooks/retry-after-ms';
import { retryDelayMs } from '../webhooks/retry-schedule';
import { sendWebhook } from '../webhooks/send-webhook';
import type { ClaimedDelivery } from './claim-deliveries';
import type { DeliveryMail } from './delivery-mail';
import type { DeliveryResult } from './finish-delivery';
import { disableEndpoint, isEndpointDisabled } from './disabled-endpoints';

export interface AttemptContext {
  db: AppDb;
  partners: ReadonlyMap<string, ServerPartner>;
  clock: Clock;
  log: FastifyBaseLogger;
  mail: DeliveryMail | null;
  webhookSecrets: Readonly<Record<string, string>>;
  allowPrivateNetwork: boolean;
  timeoutMs: number;
  /** PUBLIC_URL: where the links in customer emails start (server/links/customer-links.ts). */
  publicUrl: string;
  /** Jitter's source of randomness (Math.random); tests pass their own. */
  random?: () => number;
}

/** The delivery's next try after this failed attempt, or failed when the schedule is used up. */
function retryLater(context: AttemptContext, claim: ClaimedDelivery, error: string, waitMs?: number | null): DeliveryResult {
  const scheduled = retryDelayMs(claim.attempts, context.random);
  if (scheduled === null) return { status: 'failed', error: `gave up after ${claim.attempts} attempts: ${error}` };
  return { status: 'pending', nextAttemptAt: new Date(context.clock.now().getTime() + (waitMs ?? scheduled)), error };
}

/** Where a webhook goes, for logs: the host only (a path or query may carry the receiver's key). */
export function endpointLabel(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'invalid URL';
  }
}

async function attemptWebhook(context: AttemptContext, claim: ClaimedDelivery, partner: ServerPartner): Promise<DeliveryResult> {
  const endpoint = partner.delivery?.webhooks?.find((webhook) => webhook.url === claim.target);
  if (!endpoint) return { status: 'failed', error: 'this webhook is no longer in the partner file' };
  if (await isEndpointDisabled(context.db, partner.slug, claim.target)) {
    return { status: 'disabled', error: 'endpoint disabled after it answered 410 Gone; replay an event to enable it again' };
  }
  const secret = context.webhookSecrets[endpoint.secretEnv];
  if (!secret) return retryLater(context, claim, `${endpoint.secretEnv} is not set to a whsec_ secret`);
  const outcome = await sendWebhook({
    url: claim.target,
    secret,
    eventId: claim.eventId,
    body: claim.body,
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
}

async function attemptEmail(context: AttemptContext, claim: ClaimedDelivery, partner: ServerPartner): Promise<DeliveryResult> {
  if (!context.mail) return retryLater(context, claim, 'no mail transport');
  const event: unknown = JSON.parse(claim.body);
  const message =
    claim.channel === 'partner_email'
      ? context.mail.partnerMessage(event, partner)
      : context.mail.customerMessage(event, partner, await customerLinks(context.db, claim, context.publicUrl, context.clock.now()));
  if (message === null) return { status: 'failed', error: 'no message for the customer for this event' };
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${context.timeoutMs / 1000} s`)), context.timeoutMs);
  });
  try {
    const sent = await Promise.race([context.mail.send(message), deadline]);
    context.log.info(
      { eventId: claim.eventId, partner: partner.slug, channel: claim.channel, ...(sent.emlPath ? { eml: sent.emlPath } : {}) },
      'email sent',
    );
    return { status: 'delivered' };
  } catch (error) {
    return retryLater(context, claim, error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}

export async function attemptDelivery(context: AttemptContext, claim: ClaimedDelivery): Promise<DeliveryResult> {
  const partner = context.partners.get(claim.partnerSlug);
  if (!partner) return { status: 'failed', error: `partner ${claim.partnerSlug} is no longer configured` };
  try {
    return claim.channel === 'webhook' ? await attemptWebhook(context, claim, partner) : await attemptEmail(context, claim, partner);
  } catch (error) {
    return retryLater(context, claim, error instanceof Error ? error.message : String(error));
  }
}
