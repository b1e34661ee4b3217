import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { MailMessage } from './mail-message';

/** Sends composed emails: through SMTP_URL's server, or as .eml files under DATA_DIR/mail/ (the embedded default). */
export interface MailTransport {
  /** The Message-ID it went out with, and on the embedded default the file it was written to. */
  send(message: MailMessage): Promise<{ messageId: string; emlPath?: string }>;
  /** Closes pooled SMTP connections (nothing to close for files). */
  close(): void;
}

export interface MailTransportOptions {
  /** SMTP_URL, e.g. smtp://user:pass@smtp.example.com:587; absent: .eml files. */
  smtpUrl?: string;
  dataDir: string;
  log: Pick<FastifyBaseLogger, 'info'>;
  /** MAIL_FROM: the sender's address; each message gives its display name. */
  from?: string;
}

/** Without MAIL_FROM: an address that says what it is and takes no replies (Reply-To names a person). */
export const DEFAULT_MAIL_FROM = 'bookings@localhost';

/** An SMTP server that stalls must not hold a delivery longer than the outbox's attempt allows. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 };

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).replace(/>$/, '') || 'localhost';
}

/**
 * The mail transport (nodemailer). With `smtpUrl` every message goes through that server. Without it
 * each message is written whole (RFC 822, CRLF) as `<message id>.eml` under `<dataDir>/mail/`, and its
 * path logged, so a newcomer opens the partner's email after their first booking. The Message-ID is
 * `<message.id@sender's domain>`: the same for every retry of one event's email to one recipient.
 * Logs carry the message id and file, never an address, name or subject.
 */
export function createMailTransport({ smtpUrl, dataDir, log, from = DEFAULT_MAIL_FROM }: MailTransportOptions): MailTransport {
  const transporter = smtpUrl
    ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const mailDir = path.join(dataDir, 'mail');
  const domain = domainOf(from);

  return {
    async send(message) {
      const messageId = `<${message.id}@${domain}>`;
      const mail: Mail.Options = {
        messageId,
        from: { name: message.fromName, address: from },
        to: message.to,
        ...(message.replyTo && { replyTo: message.replyTo }),
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.calendar && { icalEvent: message.calendar }),
        ...(message.headers && { headers: message.headers }),
      };
      const info: unknown = await transporter.sendMail(mail);
      if (smtpUrl) {
        log.info({ mailId: message.id }, 'email sent over SMTP');
        return { messageId };
      }
      const eml = emlBytes(info);
      await fs.mkdir(mailDir, { recursive: true });
      const emlPath = path.join(mailDir, `${message.id}.eml`);
      await fs.writeFile(emlPath, eml);
      log.info({ mailId: message.id, emlPath }, 'email written as a file (set SMTP_URL to send it)');
      return { messageId, emlPath };
    },
    close() {
      transporter.close();
    },
  };
}

/** The whole message the stream transport made (`info.message`, a Buffer with `buffer: true`). */
function emlBytes(info: unknown): Buffer {
  const message = typeof info === 'object' && info !== null && 'message' in info ? info.message : undefined;
  if (!Buffer.isBuffer(message)) throw new Error('nodemailer returned no message to write');
  return message;
}
