import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../../server/logging/logger-options';

function capture(log: (logger: pino.Logger) => void): Record<string, unknown> {
  let line = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      line += String(chunk);
      done();
    },
  });
  log(pino(loggerOptions(), stream));
  return JSON.parse(line) as Record<string, unknown>;
}

describe('logger options', () => {
  it.each([
    ['a booking', { booking: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '(415) 555-0123', bedrooms: 2 } }],
    [
      'a request body',
      { body: { booking: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '(415) 555-0123', bedrooms: 2 } } },
    ],
  ])('redacts names, email and phone in %s', (_case, object) => {
    const logged = JSON.stringify(capture((logger) => logger.info(object, 'saved')));
    for (const secret of ['Ann', 'Lee', 'ann@example.com', '555-0123']) expect(logged).not.toContain(secret);
    expect(logged).toContain('"bedrooms":2');
  });

  it('redacts cookies, CSRF tokens, authorization and secrets', () => {
    const logged = capture((logger) =>
      logger.info(
        {
          req: { headers: { cookie: 'booking_session=abc', 'x-csrf-token': 'tok', authorization: 'Bearer sk_1', host: 'h' } },
          res: { headers: { 'set-cookie': 'booking_session=abc' } },
          config: { sessionSecret: 'sss', stripeSecretKey: 'sk_live', stripeWebhookSecret: 'whsec' },
          session: { csrfToken: 'tok' },
          client_secret: 'seti_secret',
        },
        'request',
      ),
    );
    expect(JSON.stringify(logged)).not.toMatch(/abc|tok"|sk_1|sk_live|whsec"|sss|seti_secret/);
    // The request serializer never logs headers at all (server/logging/safe-request.ts).
    expect(logged.req).not.toHaveProperty('headers');
  });
});
