import { applyPartnerCopy, resolveFrameCopy } from '../../../core/copy/apply-partner-copy';
import { stepCopy } from '../../../core/copy/step-copy';
import { displayPartnerPhone } from '../../../core/partner-phone';
import { stepWithCopy } from '../../../core/step-with-copy';
import { DEFAULT_THEME } from '../../../core/theme/partner-theme';
import { funnelDefinition } from '../../../core/funnel-definition';
import type { CustomerLinks } from '../../links/customer-links';
import type { ServerPartner } from '../../partners/server-partner';
import type { LeadEvent } from '../lead/lead';
import { estimateSection, summarySections } from './lead-sections';
import { mailId } from './mail-id';
import type { MailMessage } from './mail-message';
import { moveCalendarEvent } from './move-calendar-event';
import { partnerDeliveryEmail } from './partner-delivery-email';
import { renderEmailHtml } from './render-email-html';
import { renderEmailText } from './render-email-text';

/** The complete page's step: its title, subtitle and body per conversion are the customer's "what happens next". */
const completeStep = stepWithCopy(funnelDefinition, 'pay_later.title');

/**
 * The customer's confirmation of a pay-later or pay-now booking: the complete page's words in the
 * partner's wording (its `copy`), their reference, the move as the summary showed it, the estimate,
 * how to reach the partner, the manage link when `links` has one, and the move as a calendar event.
 * Null for every other event, and for a lead without an email address. Reply-To is the partner's
 * mailbox when it has one.
 */
export function composeCustomerEmail(event: LeadEvent, partner: ServerPartner, links: CustomerLinks = {}): MailMessage | null {
  const lead = event.data;
  const type = lead.conversion?.type;
  if (event.type !== 'booking.converted' || (type !== 'pay_later' && type !== 'pay_now') || !lead.contact.email) return null;
  const step = applyPartnerCopy(completeStep, partner.copy);
  const copy = (key: string) => stepCopy(step, key, { partnerName: partner.name });
  const frame = resolveFrameCopy(partner.copy);
  const phone = displayPartnerPhone(partner.phone);
  const estimate = estimateSection(lead, partner);
  const calendar = moveCalendarEvent(lead, partner, new Date(event.timestamp));
  const partnerMailbox = partnerDeliveryEmail(partner);
  const content = {
    heading: copy(`${type}.title`),
    paragraphs: [
      ...(lead.contact.firstName ? [`Hi ${lead.contact.firstName},`] : []),
      copy(`${type}.subtitle`),
      copy(`${type}.body`),
      ...(calendar ? ['Your move is attached as a calendar event.'] : []),
    ],
    // The manage link (server/links/customer-links.ts): reschedule, change, add a card or cancel on any device.
    ...(links.manageUrl && { actions: [{ label: 'View or change your booking', url: links.manageUrl }] }),
    sections: [
      { title: 'Your booking', rows: [{ label: 'Booking reference', value: lead.reference }] },
      ...summarySections(lead, ['moveDate', 'origin', 'destination', 'service']),
      ...(estimate ? [{ ...estimate, rows: [...estimate.rows, { label: null, value: frame.estimateNote }] }] : []),
      {
        title: frame.anyQuestionsTitle,
        rows: [
          { label: null, value: frame.anyQuestionsBody },
          { label: 'Call', value: phone },
        ],
      },
    ],
    footer: [
      `${partner.name} · ${phone} · ${partner.website}`,
      `You receive this email because you booked a move with ${partner.name} online.`,
    ],
  };
  return {
    id: mailId(event, 'customer'),
    fromName: partner.name,
    to: lead.contact.email,
    ...(partnerMailbox && { replyTo: partnerMailbox }),
    subject: `${copy(`${type}.title`)} Your booking ${lead.reference} with ${partner.name}`,
    text: renderEmailText(content),
    html: renderEmailHtml(content, { name: partner.name, color: partner.theme?.primary ?? DEFAULT_THEME.primary }),
    ...(calendar && { calendar: { filename: 'move.ics', method: 'PUBLISH' as const, content: calendar } }),
  };
}
