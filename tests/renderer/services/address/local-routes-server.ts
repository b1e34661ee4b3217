import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local HTTP server standing in for routes.googleapis.com: records requests, answers what is scripted. */
export async function startLocalRoutesServer() {
  const requests: RecordedRequest[] = [];
  let reply = { status: 200, body: {} as unknown };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/directions/v2:computeRoutes`,
    requests,
    answer(status: number, body: unknown) {
      reply = { status, body };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
