import { possessive } from '../../../core/possessive';
import { DEFAULT_THEME } from '../../../core/theme/partner-theme';
import { licenseFooter } from './license-footer';
import type { UnserviceableReason } from '../../../core/unserviceable-reasons';
import type { ServerPartner } from '../../partners/server-partner';
import type { Lead, LeadEvent } from '../lead/lead';
import type { ComposeContext } from './compose-context';
import type { EmailContent, EmailSection } from './email-content';
import { emailLogo } from './email-logo';
import { changesSection, contactSection, customerName, estimateSection, moveWhen, otherBlockIds, summarySections } from './lead-sections';
import { moveCalendarEvent, type InviteMethod } from './move-calendar-event';
import { mailId } from './mail-id';
import type { MailMessage } from './mail-message';
import { partnerDeliveryEmail } from './partner-delivery-email';
import { renderEmailHtml } from './render-email-html';
import { renderEmailText } from './render-email-text';

/** What the dispatcher is told, per kind of event: the subject's headline and what to do (docs/DECISIONS.md, "Delivery: the lead and emails"). */
interface Wording {
  headline: string;
  status: string;
  action: (name: string) => string;
}

const CONVERTED: Record<'pay_now' | 'pay_later', Wording> = {
  pay_now: {
    headline: 'New booking, card on file',
    status: 'Booked: card on file, time slot taken',
    action: (name) =>
      `${name} booked this move online and added a card, so the time slot is theirs. Nothing is charged until move day. Call them to confirm the crew and the details.`,
  },
  pay_later: {
    headline: 'New booking request, pay later',
    status: 'Pay later: details saved, time slot not held',
    action: (name) =>
      `${name} saved their move details without a card, so the time slot is not held. Call them to confirm the date and secure the booking.`,
  },
};

/** Why a move could not be booked online, as a dispatcher reads it. */
const UNSERVICEABLE: Record<UnserviceableReason, string> = {
  labor_only_move: 'they asked for a labor-only move, which is not booked online',
  out_of_state_move: 'the move leaves or enters another state',
  long_distance_move: 'the move is longer than your online maximum distance',
};

function wordingOf(event: LeadEvent): Wording {
  const { conversion } = event.data;
  if (event.type === 'booking.updated') {
    return {
      headline: 'Booking changed',
      status: 'Changed online by the customer',
      action: (name) =>
        `${name} changed this booking online. What changed comes first; the rest is the booking as it stands now. Update your schedule and CRM to match.`,
    };
  }
  const { cancellation } = event.data;
  if (event.type === 'booking.cancelled' && cancellation?.by === 'partner') {
    const reason = cancellation.reason ? ` (${cancellation.reason})` : '';
    return {
      headline: 'Booking cancelled by you',
      status: `Cancelled by your team${reason}`,
      action: (name) =>
        `Your team cancelled ${possessive(name)} booking${reason}, as it stood below; the crew is free again and the customer was told.`,
    };
  }
  if (event.type === 'booking.cancelled') {
    return {
      headline: 'Booking cancelled',
      status: 'Cancelled',
      action: (name) => `${possessive(name)} booking is cancelled, as it stood below. Free the crew and update your schedule.`,
    };
  }
  if (event.type === 'booking.abandoned') {
    return {
      headline: 'Unfinished quote',
      status: 'Not booked: stopped in the booking funnel',
      action: (name) =>
        `${name} gave their contact details and agreed to be contacted, but has not finished booking. A call now, while the move is on their mind, is the best chance to win it.`,
    };
  }
  if (event.type === 'booking.conversion_withdrawn') {
    return {
      headline: 'Booking withdrawn',
      status: 'Withdrawn: the customer changed the booking',
      action: (name) =>
        `${name} changed this booking after sending it, so it no longer stands as sent. They are back in the booking funnel: a new email follows if they finish again. Call them if the move is close.`,
    };
  }
  if (conversion?.type === 'unserviceable') {
    const reason = conversion.unserviceableReason
      ? UNSERVICEABLE[conversion.unserviceableReason]
      : 'the move is outside what is booked online';
    return {
      headline: 'Call back, not bookable online',
      status: `Call back: ${reason}`,
      action: (name) => `${name} tried to book, but ${reason}. They were told a member of your team will follow up: call them.`,
    };
  }
  return CONVERTED[conversion?.type ?? 'pay_later'];
}

/** The invite the partner's email carries: the same as the customer's, for a booked, changed or cancelled move. */
function invitedBy(event: LeadEvent): InviteMethod | null {
  if (event.type === 'booking.cancelled') return 'CANCEL';
  const type = event.data.conversion?.type;
  if ((event.type === 'booking.converted' || event.type === 'booking.updated') && (type === 'pay_later' || type === 'pay_now'))
    return 'REQUEST';
  return null;
}

/** '14.2 miles from Oakland depot': the server's route, depot to origin to destination. */
function distanceText(lead: Lead): string {
  const miles = `${(lead.distanceMiles ?? 0).toLocaleString('en-US', { maximumFractionDigits: 1 })} miles`;
  return lead.depot ? `${miles} from ${lead.depot.name}` : miles;
}

/** The marketing parameters, for the dispatcher's records. */
function sourceSection(lead: Lead): EmailSection[] {
  const rows = Object.entries(lead.marketing).map(([key, value]) => ({ label: key, value }));
  return rows.length === 0 ? [] : [{ title: 'Source', rows }];
}

/**
 * The email to the partner's mailbox about one event (docs/LEADS.md): who to call and how, when and
 * where the move is, and everything the customer gave, in the summary's words. Reply-To is the
 * customer, so a reply reaches them. A booked, changed or cancelled move carries the same calendar invite as the
 * customer's (SEQUENCE from `context`); a change lists what changed first. Throws when the partner file names no
 * `delivery.email`.
 */
export function composePartnerEmail(event: LeadEvent, partner: ServerPartner, context: ComposeContext = { sequence: 0 }): MailMessage {
  const to = partnerDeliveryEmail(partner);
  if (!to) throw new Error(`Partner ${partner.slug} has no delivery.email`);
  const lead = event.data;
  const wording = wordingOf(event);
  const name = customerName(lead) ?? 'A customer';
  const when = moveWhen(lead);
  const estimate = estimateSection(lead, partner, 'Estimate shown to the customer');
  // A cancellation or withdrawal that took in an untried update carries its changes too (fold-pending-updates.ts).
  const changes = changesSection(lead);
  const method = invitedBy(event);
  const calendar = method && moveCalendarEvent(lead, partner, { method, sequence: context.sequence, timestamp: new Date(event.timestamp) });
  const logo = emailLogo(partner);
  const content: EmailContent = {
    heading: `${wording.headline}: ${name}`,
    paragraphs: [wording.action(name)],
    sections: [
      ...(changes ? [changes] : []),
      {
        title: 'Booking',
        rows: [
          { label: 'Reference', value: lead.reference },
          { label: 'Status', value: wording.status },
          ...(lead.distanceMiles !== null ? [{ label: 'Distance', value: distanceText(lead) }] : []),
        ],
      },
      contactSection('Customer', lead),
      // When and where first: what a dispatcher schedules by.
      ...summarySections(lead, ['moveDate', 'origin', 'destination', 'service', 'contents', 'specialtyItems', ...otherBlockIds(), 'notes']),
      ...(estimate ? [estimate] : []),
      ...sourceSection(lead),
    ],
    footer: [
      `Sent by the ${partner.name} online booking funnel about booking ${lead.reference}.`,
      ...licenseFooter(partner),
      ...(lead.contact.email ? ['Reply to this email to write to the customer.'] : []),
    ],
  };
  return {
    id: mailId(event, 'partner'),
    fromName: `${partner.name} bookings`,
    to,
    ...(lead.contact.email && { replyTo: lead.contact.email }),
    subject: `[${lead.reference}] ${wording.headline}: ${[name, when].filter((part) => part).join(', ')}`,
    text: renderEmailText(content),
    html: renderEmailHtml(content, {
      name: partner.name,
      color: partner.theme?.primary ?? DEFAULT_THEME.primary,
      ...(logo && { logoSrc: logo.src }),
    }),
    ...(calendar && { calendar: { filename: method === 'CANCEL' ? 'cancel.ics' : 'move.ics', method, content: calendar } }),
    ...(logo?.inline && { inlineLogo: logo.inline }),
  };
}
