import type { DeliveryChannelAttempt } from './delivery-channel';
import { partnerEmailVerdict } from './email-gate';
import { inviteSequence } from './invite-sequence';
import { sendEmail } from './send-email';

/** The partner's mailbox (delivery-channels.ts): at most one email per booking per 5 minutes, the invite's sequence carried on. */
export const attemptPartnerEmail: DeliveryChannelAttempt = (context, claim, partner, options) =>
  sendEmail(context, claim, options, {
    verdict: () => partnerEmailVerdict(context.db, claim, context.clock.now()),
    compose: async (mail) => mail.partnerMessage(JSON.parse(claim.body), partner, { sequence: await inviteSequence(context.db, claim) }),
  });
