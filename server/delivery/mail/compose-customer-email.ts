import { feeToApprove, paymentSection } from './payment-section';
import { applyPartnerCopy, resolveFrameCopy } from '../../../core/copy/apply-partner-copy';
import { licenseFooter } from './license-footer';
import { stepCopy } from '../../../core/copy/step-copy';
import { displayPartnerPhone } from '../../../core/partner-phone';
import { stepWithCopy } from '../../../core/flow/step-with-copy';
import { DEFAULT_THEME } from '../../../core/theme/partner-theme';
import { funnelDefinition } from '../../../core/flow/funnel-definition';
import type { ServerPartner } from '../../partners/server-partner';
import type { LeadEvent } from '../lead/lead';
import type { ComposeContext } from './compose-context';
import type { EmailContent } from './email-content';
import { emailLogo } from './email-logo';
import { greeting } from './greeting';
import { legalFooterLinks } from './legal-footer-links';
import { changesSection, estimateSection, otherBlockIds, summarySections } from './lead-sections';
import { mailId } from './mail-id';
import type { MailMessage } from './mail-message';
import { moveCalendarEvent } from './move-calendar-event';
import { partnerDeliveryEmail } from './partner-delivery-email';
import { renderEmailHtml } from './render-email-html';
import { renderEmailText } from './render-email-text';

/** The complete page's step: its title, subtitle and body per conversion are the customer's "what happens next". */
const completeStep = stepWithCopy(funnelDefinition, 'pay_later.title');

/** A pay-later confirmation's words about its crew (docs/LEADS.md, crew): held until confirmed, none, or as before. */
const PAY_LATER_BODY = {
  provisional: 'pay_later.provisional.body',
  none: 'pay_later.body',
  firm: 'pay_later.body',
  released: 'pay_later.released.body',
} as const;

/** What the customer is told, per event: the heading, the subject and the paragraphs after the greeting. */
interface Wording {
  heading: string;
  subject: string;
  paragraphs: string[];
}

function wordingOf(event: LeadEvent, partner: ServerPartner): Wording | null {
  const lead = event.data;
  const type = lead.conversion?.type;
  if (event.type === 'booking.cancelled' && lead.cancellation?.by === 'partner') {
    const reason = lead.cancellation.reason ? ` The reason they give: ${lead.cancellation.reason}` : '';
    return {
      heading: 'Your move is cancelled',
      subject: `Cancelled: your booking ${lead.reference} with ${partner.name}`,
      paragraphs: [
        `${partner.name} cancelled your booking ${lead.reference}, and the move is taken out of your calendar.${reason}`,
        `If you did make this booking and still want the move, call ${partner.name} at ${displayPartnerPhone(partner.phone)}.`,
      ],
    };
  }
  if (event.type === 'booking.cancelled') {
    return {
      heading: 'Your move is cancelled',
      subject: `Cancelled: your booking ${lead.reference} with ${partner.name}`,
      paragraphs: [
        `Your booking ${lead.reference} with ${partner.name} is cancelled, and the move is taken out of your calendar.`,
        `If you did not mean to cancel, call ${partner.name} at ${displayPartnerPhone(partner.phone)}.`,
      ],
    };
  }
  if (event.type === 'booking.conversion_withdrawn') {
    return {
      heading: 'Your booking is no longer sent',
      subject: `Not booked: your booking ${lead.reference} with ${partner.name} was changed`,
      paragraphs: [
        `You changed your booking ${lead.reference} with ${partner.name} in a way that needs it sent again, so it no longer stands as booked and the move is taken out of your calendar.`,
        `Finish your booking online to send it again, or call ${partner.name} at ${displayPartnerPhone(partner.phone)}.`,
      ],
    };
  }
  if (type !== 'pay_later' && type !== 'pay_now') return null;
  const step = applyPartnerCopy(completeStep, partner.copy);
  const copy = (key: string) => stepCopy(step, key, { partnerName: partner.name });
  if (event.type === 'booking.updated' && lead.crew === 'released' && lead.changes?.some((change) => change.field === 'crew')) {
    return {
      heading: 'Your time slot was released',
      subject: `Released: the time slot of your booking ${lead.reference} with ${partner.name}`,
      paragraphs: [copy('pay_later.released.body')],
    };
  }
  if (event.type === 'booking.updated') {
    return {
      heading: 'Your booking is updated',
      subject: `Updated: your booking ${lead.reference} with ${partner.name}`,
      paragraphs: [`Your booking with ${partner.name} now reads as below; your calendar's move is updated to match.`, copy(`${type}.body`)],
    };
  }
  if (event.type !== 'booking.converted') return null;
  const title = copy(`${type}.title`);
  return {
    heading: title,
    subject: `${title} Your booking ${lead.reference} with ${partner.name}`,
    paragraphs: [copy(`${type}.subtitle`), copy(type === 'pay_later' ? PAY_LATER_BODY[lead.crew] : `${type}.body`)],
  };
}

/**
 * The customer's email about their booking (docs/LEADS.md): the confirmation of a pay-later or pay-now booking (the
 * complete page's words in the partner's wording), its update after an edit (what changed first), its withdrawal (an
 * edit that needs it sent again), or its cancellation; each with the reference, the move as the summary showed it, the estimate, how to reach the partner,
 * and the move as a calendar invite (REQUEST, or CANCEL for a cancellation or withdrawal), whose SEQUENCE `context` gives. Null for every other event,
 * and for a lead without an email address. Reply-To is the partner's mailbox when it has one. The manage link
 * (`context.manageUrl`), when given, is offered under the paragraphs of a confirmation or an update; the partner's
 * terms and privacy policy (`context.termsUrl`, `context.privacyPolicyUrl`) close the footer.
 */
export function composeCustomerEmail(
  event: LeadEvent,
  partner: ServerPartner,
  context: ComposeContext = { sequence: 0 },
): MailMessage | null {
  const lead = event.data;
  const wording = wordingOf(event, partner);
  if (!wording || !lead.contact.email) return null;
  // A withdrawal takes the move out of the customer's calendar as a cancellation does (docs/LEADS.md, "Event order").
  const cancelled = event.type === 'booking.cancelled' || event.type === 'booking.conversion_withdrawn';
  const frame = resolveFrameCopy(partner.copy);
  const phone = displayPartnerPhone(partner.phone);
  const estimate = cancelled ? null : estimateSection(lead, partner);
  const method = cancelled ? 'CANCEL' : 'REQUEST';
  const calendar = moveCalendarEvent(lead, partner, { method, sequence: context.sequence, timestamp: new Date(event.timestamp) });
  const changes = event.type === 'booking.updated' ? changesSection(lead) : null;
  const payment = event.type === 'booking.conversion_withdrawn' ? null : paymentSection(lead, cancelled);
  const feeApprovalUrl = cancelled ? feeToApprove(lead) : null;
  const partnerMailbox = partnerDeliveryEmail(partner);
  const logo = emailLogo(partner);
  const content: EmailContent = {
    heading: wording.heading,
    paragraphs: [
      greeting(lead.contact.firstName),
      ...wording.paragraphs,
      ...(calendar
        ? [cancelled ? 'The attached calendar invite cancels the move in your calendar.' : 'Your move is attached as a calendar event.']
        : []),
    ],
    // A late-cancellation fee the customer's bank wants them to approve: Stripe's page for it (docs/LEADS.md, `payment`).
    ...(feeApprovalUrl && { actions: [{ label: 'Approve the late cancellation fee', url: feeApprovalUrl }] }),
    // The manage link (server/links/customer-links.ts): reschedule, change, add a card or cancel on any device.
    // The confirmation link first (server/bookings/confirm-crew.ts): a provisional crew made firm, a released one taken back.
    ...(!cancelled && {
      actions: [
        ...(context.confirmUrl && (lead.crew === 'provisional' || lead.crew === 'released')
          ? [{ label: lead.crew === 'released' ? 'Take the time slot back' : 'Confirm my booking', url: context.confirmUrl }]
          : []),
        ...(context.manageUrl ? [{ label: 'View or change your booking', url: context.manageUrl }] : []),
      ],
    }),
    sections: [
      { title: 'Your booking', rows: [{ label: 'Booking reference', value: lead.reference }] },
      ...(changes ? [changes] : []),
      ...summarySections(lead, ['moveDate', 'origin', 'destination', 'service', ...otherBlockIds()]),
      ...(estimate ? [{ ...estimate, rows: [...estimate.rows, { label: null, value: frame.estimateNote }] }] : []),
      // The deposit and the policy as the checkout showed them; on a cancellation, the refund and the fee kept.
      ...(payment ? [payment] : []),
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
      ...licenseFooter(partner),
      `You receive this email because you booked a move with ${partner.name} online.`,
    ],
    footerLinks: legalFooterLinks(partner, context),
  };
  return {
    id: mailId(event, 'customer'),
    fromName: partner.name,
    to: lead.contact.email,
    ...(partnerMailbox && { replyTo: partnerMailbox }),
    subject: wording.subject,
    text: renderEmailText(content),
    html: renderEmailHtml(content, {
      name: partner.name,
      color: partner.theme?.primary ?? DEFAULT_THEME.primary,
      ...(logo && { logoSrc: logo.src }),
    }),
    ...(calendar && { calendar: { filename: cancelled ? 'cancel.ics' : 'move.ics', method, content: calendar } }),
    ...(logo?.inline && { inlineLogo: logo.inline }),
  };
}
