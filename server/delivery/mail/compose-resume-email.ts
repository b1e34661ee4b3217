import { displayPartnerPhone } from '../../../core/partner-phone';
import { DEFAULT_THEME } from '../../../core/theme/partner-theme';
import type { ResumeEmailEvent } from '../outbox/is-resume-email-event';
import type { ServerPartner } from '../../partners/server-partner';
import type { ComposeContext } from './compose-context';
import type { EmailContent } from './email-content';
import { emailLogo } from './email-logo';
import { greeting } from './greeting';
import { legalFooterLinks } from './legal-footer-links';
import type { MailMessage } from './mail-message';
import { partnerDeliveryEmail } from './partner-delivery-email';
import { renderEmailHtml } from './render-email-html';
import { renderEmailText } from './render-email-text';

/** The subject and heading of the resume email (docs/LEADS.md, "What the customer receives"). */
export const RESUME_EMAIL_HEADING = 'Continue your moving quote';

/**
 * "Continue your moving quote": the customer's invitation back to an unfinished quote, with the resume link
 * (any device, 14 days) and a one-click unsubscribe (List-Unsubscribe and List-Unsubscribe-Post, RFC 8058, and
 * a link in the footer), and the partner's terms and privacy policy. Null without both links: the booking was deleted before the email went.
 */
export function composeResumeEmail(
  event: ResumeEmailEvent,
  partner: ServerPartner,
  { resumeUrl, unsubscribeUrl, ...legal }: Omit<ComposeContext, 'sequence'>,
): MailMessage | null {
  if (!resumeUrl || !unsubscribeUrl) return null;
  const phone = displayPartnerPhone(partner.phone);
  const partnerMailbox = partnerDeliveryEmail(partner);
  const logo = emailLogo(partner);
  const content: EmailContent = {
    heading: RESUME_EMAIL_HEADING,
    paragraphs: [
      greeting(event.data.contact.firstName),
      `Your moving quote with ${partner.name} is saved. Pick up where you stopped, on this device or any other: the link works for 14 days.`,
      `Questions? Call ${partner.name} at ${phone}.`,
    ],
    actions: [{ label: RESUME_EMAIL_HEADING, url: resumeUrl }],
    sections: [],
    footer: [
      `${partner.name} · ${phone} · ${partner.website}`,
      `You receive this email because you asked ${partner.name} for a moving quote online and chose to hear by email. We send it once.`,
      `Unsubscribe: ${unsubscribeUrl}`,
    ],
    footerLinks: legalFooterLinks(partner, legal),
  };
  return {
    id: `${event.data.reference}.customer-resume.${Date.parse(event.timestamp)}.customer`,
    fromName: partner.name,
    to: event.data.contact.email,
    ...(partnerMailbox && { replyTo: partnerMailbox }),
    subject: `${RESUME_EMAIL_HEADING} with ${partner.name}`,
    text: renderEmailText(content),
    html: renderEmailHtml(content, {
      name: partner.name,
      color: partner.theme?.primary ?? DEFAULT_THEME.primary,
      ...(logo && { logoSrc: logo.src }),
    }),
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    ...(logo?.inline && { inlineLogo: logo.inline }),
  };
}
