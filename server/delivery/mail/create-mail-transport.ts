import { existsSync } from 'node:fs';
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
  /** Where partner logos live (`public/`): a message's inline logo is read from here. */
  publicDir?: string;
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
 * each message is written whole (RFC 822, CRLF) as `<message id>.eml` under `<dataDir>/mail/` (a retry or replay
 * of the same message as `<message id>.2.eml` and on: an earlier file is never overwritten), and its path logged, so a newcomer opens the partner's email after their first booking. The Message-ID is
 * `<message.id@sender's domain>`: the same for every retry of one event's email to one recipient.
 * Logs carry the message id and file, never an address, name or subject.
 */
export function createMailTransport({ smtpUrl, dataDir, log, from = DEFAULT_MAIL_FROM, publicDir }: MailTransportOptions): MailTransport {
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
        ...inlineLogo(message, publicDir),
      };
      const info: unknown = await transporter.sendMail(mail);
      if (smtpUrl) {
        log.info({ mailId: message.id }, 'email sent over SMTP');
        return { messageId };
      }
      const eml = emlBytes(info);
      await fs.mkdir(mailDir, { recursive: true });
      const emlPath = await writeNew(mailDir, message.id, eml);
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

/** Writes `<id>.eml`, or `<id>.2.eml`, `<id>.3.eml`… when that exists: every send keeps its own file. */
async function writeNew(dir: string, id: string, bytes: Buffer): Promise<string> {
  for (let n = 1; ; n++) {
    const file = path.join(dir, n === 1 ? `${id}.eml` : `${id}.${n}.eml`);
    try {
      await fs.writeFile(file, bytes, { flag: 'wx' });
      return file;
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    }
  }
}

/** The partner's logo from public/, attached inline under its content id; nothing when the file is not there. */
function inlineLogo(message: MailMessage, publicDir: string | undefined): Pick<Mail.Options, 'attachments'> {
  const logo = message.inlineLogo;
  if (!logo || !publicDir) return {};
  const file = path.join(publicDir, path.normalize(logo.publicPath).replace(/^(\.\.[/\\])+/, ''));
  if (!file.startsWith(path.join(publicDir, 'partners')) || !existsSync(file)) return {};
  return { attachments: [{ filename: path.basename(file), path: file, cid: logo.cid, contentDisposition: 'inline' }] };
}
