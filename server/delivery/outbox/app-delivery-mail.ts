/**
 * The worker's email (delivery-mail.ts) from the configuration: the partner's and the customer's messages
 * composed from the stored event (server/delivery/mail/), sent through SMTP_URL or written as .eml files
 * under DATA_DIR/mail/.
 */
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/app-config';
import { composeCustomerEmail } from '../mail/compose-customer-email';
import { composeResumeEmail } from '../mail/compose-resume-email';
import { isResumeEmailEvent } from './is-resume-email-event';
import { composePartnerEmail } from '../mail/compose-partner-email';
import { createMailTransport } from '../mail/create-mail-transport';
import type { MailMessage } from '../mail/mail-message';
import type { DeliveryMail } from './delivery-mail';

/** The logos emails carry inline (the partner files' `logo`). */
const PUBLIC_DIR = fileURLToPath(new URL('../../../public', import.meta.url));

export function createAppDeliveryMail(config: AppConfig, log: FastifyBaseLogger): DeliveryMail<MailMessage> {
  const transport = createMailTransport({
    smtpUrl: config.smtpUrl,
    dataDir: config.dataDir,
    log,
    ...(config.mailFrom ? { from: config.mailFrom } : {}),
    publicDir: PUBLIC_DIR,
  });
  return {
    partnerMessage: (event, partner, context) => composePartnerEmail(event, partner, context),
    customerMessage: (event, partner, context) => {
      // The resume email's body is its own (scan-resume-emails.ts).
      if (isResumeEmailEvent(event)) return composeResumeEmail(event, partner, context);
      return composeCustomerEmail(event, partner, context);
    },
    send: (message) => transport.send(message),
    close: () => transport.close(),
  };
}
