import type { DeliveryChannelAttempt } from './delivery-channel';
import { partnerEmailVerdict } from './email-gate';
import { inviteSequence } from './invite-sequence';
import { isResumeEmailEvent } from './is-resume-email-event';
import { sendEmail } from './send-email';

/** The partner's mailbox (delivery-channels.ts): at most one email per booking per 5 minutes, the invite's sequence carried on. */
export const attemptPartnerEmail: DeliveryChannelAttempt = async (context, claim, partner, options) => {
  const { event } = claim;
  if (isResumeEmailEvent(event)) return { status: 'failed', error: 'the resume email goes to the customer alone' };
  return sendEmail(context, claim, options, {
    verdict: () => partnerEmailVerdict(context.db, claim, context.clock.now()),
    compose: async (mail) => mail.partnerMessage(event, partner, { sequence: await inviteSequence(context.db, claim) }),
  });
};
