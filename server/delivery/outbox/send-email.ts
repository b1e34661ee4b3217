/**
 * What the two email channels share (attempt-partner-email.ts, attempt-customer-email.ts): the gate's verdict unless
 * an operator replays, the message the channel composes, and one send within the attempt's deadline.
 */
import type { AttemptContext, AttemptOptions } from './attempt-context';
import type { ClaimedDelivery } from './claim-deliveries';
import type { DeliveryMail } from './delivery-mail';
import type { EmailVerdict } from './email-gate';
import type { DeliveryResult } from './finish-delivery';
import { retryLater } from './retry-later';

export interface EmailOfChannel {
  /** Whether the bounds let it go now; an operator's replay skips it. */
  verdict(): Promise<EmailVerdict>;
  /** The message, or null when there is none for this event. */
  compose(mail: DeliveryMail): Promise<unknown>;
  /** After an operator's replay was sent: it passed no bound, but counts toward the ones that follow. */
  afterReplay?(): Promise<void>;
}

/** A partner email held back by its bound: due again when the bound allows. */
function postponed(until: Date): DeliveryResult {
  return { status: 'pending', nextAttemptAt: until, error: 'held: one partner email per booking per 5 minutes' };
}

export async function sendEmail(
  context: AttemptContext,
  claim: ClaimedDelivery,
  options: AttemptOptions,
  email: EmailOfChannel,
): Promise<DeliveryResult> {
  const { mail } = context;
  if (!mail) return retryLater(context, claim, 'no mail transport');
  if (!options.replay) {
    const verdict = await email.verdict();
    if (!verdict.send) return 'skip' in verdict ? { status: 'skipped', error: verdict.skip } : postponed(verdict.until);
  }
  const message = await email.compose(mail);
  if (message === null) return { status: 'failed', error: 'no message for the customer for this event' };
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${context.timeoutMs / 1000} s`)), context.timeoutMs);
  });
  try {
    const sent = await Promise.race([mail.send(message), deadline]);
    if (options.replay) await email.afterReplay?.();
    context.log.info(
      { eventId: claim.eventId, partner: claim.partnerSlug, channel: claim.channel, ...(sent.emlPath ? { eml: sent.emlPath } : {}) },
      'email sent',
    );
    return { status: 'delivered' };
  } catch (error) {
    return retryLater(context, claim, error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}
