/**
 * A partner's webhook endpoint on loopback for delivery tests: records every request (headers and raw body) and
 * answers as `respond` says: a status with headers, or 'hang' (never answers, as a dead receiver).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  /** The request's path and query. */
  url: string;
}

export type WebhookAnswer = { status: number; headers?: Record<string, string>; body?: string } | 'hang';

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The webhook-id of every request answered with a 2xx while its sender was still connected, in order. */
  answered: string[];
  /** How the next requests are answered (200 by default); gets the request's number, from 0. */
  respond: (request: ReceivedWebhook, index: number) => WebhookAnswer | Promise<WebhookAnswer>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(path = '/hooks/moving'): Promise<WebhookReceiver> {
  const receiver: WebhookReceiver = {
    url: '',
    received: [],
    answered: [],
    respond: () => ({ status: 200 }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), url: request.url ?? '' };
      const index = receiver.received.push(received) - 1;
      void Promise.resolve(receiver.respond(received, index)).then((answer) => {
        // A sender that died meanwhile never learns of the answer: it does not count as answered.
        if (answer === 'hang' || request.socket.destroyed) return;
        response.writeHead(answer.status, answer.headers).end(answer.body);
        if (answer.status >= 200 && answer.status < 300) receiver.answered.push(String(request.headers['webhook-id']));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  const close = receiver.close;
  receiver.close = () => {
    server.closeAllConnections();
    return close();
  };
  return receiver;
}
