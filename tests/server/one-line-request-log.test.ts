import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../../server/logging/logger-options';
import { OneLineRequestLog } from '../../server/logging/one-line-request-log';

/** Every line an app with the server's logger options and the one-line request log writes for `send`. */
async function linesOf(send: (app: ReturnType<typeof Fastify>) => Promise<unknown>): Promise<Record<string, unknown>[]> {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  const app = Fastify({ logger: { ...loggerOptions(), stream }, logController: new OneLineRequestLog() });
  app.get('/page', async () => ({ ok: true }));
  app.get('/broken', async (request) => {
    request.log.info({ booking: { email: 'ann@example.com' } }, 'inside');
    throw new Error('broken');
  });
  await send(app);
  await app.close();
  return text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('the one-line request log', () => {
  it('writes one completed line a request: its id where the request logger puts it, the request, the status and the time', async () => {
    const lines = await linesOf((app) => app.inject({ url: '/page?email=ann@example.com', headers: { cookie: 'session=secret' } }));
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(Object.keys(line!)).toEqual(['level', 'time', 'pid', 'hostname', 'reqId', 'req', 'res', 'responseTime', 'msg']);
    expect(line).toMatchObject({ msg: 'request completed', reqId: 'req-1', res: { statusCode: 200 } });
    expect(line!.req).toEqual({ method: 'GET', url: '/page?email=…', host: 'localhost:80', remoteAddress: '127.0.0.1' });
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('keeps redacting what a handler logs', async () => {
    const lines = await linesOf((app) => app.inject({ url: '/broken' }));
    expect(JSON.stringify(lines)).not.toContain('ann@example.com');
    expect(lines.map((line) => line.msg)).toContain('inside');
  });
});
