/** A real SMTP server on loopback (smtp-server) that parses what arrives (mailparser), and a partner with a mailbox. */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { ServerPartner } from '../../../server/partners/server-partner';
import { partnerBySlug } from './test-leads';

export const DISPATCH = 'dispatch@bayside.example.com';

/** A demo partner with `delivery.email` set, as the partner file gives it. */
export function partnerWithMailbox(slug = 'bayside-movers', email = DISPATCH): ServerPartner {
  const partner = { ...partnerBySlug(slug), delivery: { email } };
  return partner;
}

export interface LoopbackSmtp {
  url: string;
  received: Array<{ envelopeTo: string[]; mail: ParsedMail }>;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1 (any free port) without TLS or authentication, as a local relay would. */
export async function startLoopbackSmtp(): Promise<LoopbackSmtp> {
  const received: LoopbackSmtp['received'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
