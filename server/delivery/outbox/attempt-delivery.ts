/**
 * One attempt of one claimed delivery, turned into its result (docs/DECISIONS.md, "Delivery: outbox, webhooks and many processes"):
 * a 2xx in time is delivered; a 410 disables the endpoint; 429 and 503 wait what Retry-After asks; anything
 * else waits the retry schedule's next step, and after the last step the delivery has failed.
 */
import { fieldOf } from '../../../core/is-record';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../core/clock';
import type { AppDb } from '../../db/app-database';
import type { ServerPartner } from '../../partners/server-partner';
import { customerLinks } from '../../links/customer-links';
import { retryAfterMs } from '../webhooks/retry-after-ms';
import { nextRetryMs } from '../webhooks/retry-schedule';
import { sendWebhook } from '../webhooks/send-webhook';
import { maskSecrets } from '../webhooks/mask-secrets';
import { webhookAuth, type CredentialLookup } from '../webhooks/webhook-auth';
import { webhookBody } from '../webhooks/webhook-body';
import { shippedLeadFormats } from '../formats/shipped-lead-formats';
import type { LeadFormat } from '../../../core/lead-format/lead-format';
import type { ClaimedDelivery } from './claim-deliveries';
import type { DeliveryMail } from './delivery-mail';
import type { DeliveryResult } from './finish-delivery';
import { disableEndpoint, isEndpointDisabled } from './disabled-endpoints';
import { inviteSequence } from './invite-sequence';
import { customerEmailVerdict, partnerEmailVerdict, type CustomerEmailLimits, type EmailVerdict } from './email-gate';

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
  /** How many customer emails may go (email-gate.ts). */
  customerEmailLimits: CustomerEmailLimits;
  /** Jitter's source of randomness (Math.random); tests pass their own. */
  random?: () => number;
  /** The environment's values for webhooks' `auth` (AppConfig.webhookCredential); none without it. */
  credential?: CredentialLookup;
  /** The CRM formats webhooks name (the shipped formats/ by default). */
  leadFormats?: ReadonlyMap<string, LeadFormat>;
}

/** The delivery's next try after this failed attempt, or failed when the schedule is used up. */
function retryLater(context: AttemptContext, claim: ClaimedDelivery, error: string, waitMs: number | null = null): DeliveryResult {
  const now = context.clock.now().getTime();
  const wait = nextRetryMs(claim.attempts, now - claim.createdAt.getTime(), waitMs, context.random);
  if (wait === null) return { status: 'failed', error: `gave up after ${claim.attempts} attempts: ${error}` };
  return { status: 'pending', nextAttemptAt: new Date(now + wait), error };
}

/** Where a webhook goes, for logs: the host only (a path or query may carry the receiver's key). */
export function endpointLabel(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'invalid URL';
  }
}

async function attemptWebhook(
  context: AttemptContext,
  claim: ClaimedDelivery & { body: string },
  partner: ServerPartner,
): Promise<DeliveryResult> {
  const endpoint = partner.delivery?.webhooks?.find((webhook) => webhook.url === claim.target);
  if (!endpoint) return { status: 'failed', error: 'this webhook is no longer in the partner file' };
  if (await isEndpointDisabled(context.db, partner.slug, claim.target)) {
    return { status: 'disabled', error: 'endpoint disabled after it answered 410 Gone; replay an event to enable it again' };
  }
  const secret = context.webhookSecrets[endpoint.secretEnv];
  if (!secret) return retryLater(context, claim, `${endpoint.secretEnv} is not set to a whsec_ secret`);
  const auth = webhookAuth(endpoint, context.credential ?? (() => undefined));
  if (!auth.ok) return retryLater(context, claim, auth.reason);
  const request = webhookBody(endpoint, claim.body, context.leadFormats ?? shippedLeadFormats().formats);
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
}

/** A 4xx answer's body as the end of the delivery's error: what the receiver refused, in its words, on one line. */
function refusal(body: string | undefined, mask: (text: string) => string): string {
  const text = body?.replace(/\s+/g, ' ').trim();
  if (!text) return '';
  return `: ${mask(text.length > 300 ? `${text.slice(0, 300)}…` : text)}`;
}

/** The customer's address in a stored body (a lead event), or null. */
function customerAddress(event: unknown): string | null {
  const email = fieldOf(fieldOf(fieldOf(event, 'data'), 'contact'), 'email');
  return typeof email === 'string' && email !== '' ? email : null;
}

async function emailVerdict(context: AttemptContext, claim: ClaimedDelivery, event: unknown): Promise<EmailVerdict> {
  const now = context.clock.now();
  if (claim.channel === 'partner_email') return partnerEmailVerdict(context.db, claim, now);
  const address = customerAddress(event);
  if (!address) return { send: false, skip: 'the lead has no email address' };
  return customerEmailVerdict(context.db, claim, address, now, context.customerEmailLimits);
}

async function attemptEmail(
  context: AttemptContext,
  claim: ClaimedDelivery & { body: string },
  partner: ServerPartner,
  options: AttemptOptions,
): Promise<DeliveryResult> {
  if (!context.mail) return retryLater(context, claim, 'no mail transport');
  const event: unknown = JSON.parse(claim.body);
  if (!options.replay) {
    const verdict = await emailVerdict(context, claim, event);
    if (!verdict.send) return 'skip' in verdict ? { status: 'skipped', error: verdict.skip } : postponed(verdict.until);
  }
  const compose = { sequence: await inviteSequence(context.db, claim) };
  const message =
    claim.channel === 'partner_email'
      ? context.mail.partnerMessage(event, partner, compose)
      : context.mail.customerMessage(event, partner, {
          ...compose,
          ...(await customerLinks(context.db, claim, context.publicUrl, context.clock.now())),
        });
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

/** A partner email held back by its bound: due again when the bound allows. */
function postponed(until: Date): DeliveryResult {
  return { status: 'pending', nextAttemptAt: until, error: 'held: one partner email per booking per 5 minutes' };
}

export interface AttemptOptions {
  /** An operator's replay: the email bounds do not apply, as the operator asked for this one. */
  replay?: boolean;
}

export async function attemptDelivery(
  context: AttemptContext,
  claim: ClaimedDelivery,
  options: AttemptOptions = {},
): Promise<DeliveryResult> {
  const partner = context.partners.get(claim.partnerSlug);
  if (!partner) return { status: 'failed', error: `partner ${claim.partnerSlug} is no longer configured` };
  const { body } = claim;
  if (body === null) return { status: 'failed', error: 'the event is older than OUTBOX_BODY_DAYS: its body was dropped' };
  try {
    return claim.channel === 'webhook'
      ? await attemptWebhook(context, { ...claim, body }, partner)
      : await attemptEmail(context, { ...claim, body }, partner, options);
  } catch (error) {
    return retryLater(context, claim, error instanceof Error ? error.message : String(error));
  }
}
