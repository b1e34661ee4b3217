/**
 * the honeypot's warning logs no query values; every error under /api/ is JSON with
 * `messages`, including those Fastify raises before a route runs; an upper-case step path is judged by the
 * server's deep-link rule like its lower-case twin.
 */
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/open-database';
import { HONEYPOT_HEADER } from '../../../core/posted-form-names';
import { capturedLog } from '../helpers/captured-log';
import { api, testApp, visit } from '../helpers/test-app';

describe('API errors, the honeypot log and step paths', () => {
  it('answers every /api/ failure as JSON messages, logs no query value, and redirects upper-case step paths', async () => {
    const log = capturedLog();
    const database = await openDatabase({ kind: 'pglite' });
    const app = testApp(database, { logger: log.options });
    try {
      const visitor = await visit(app, 'bayside-movers');
      const honeypot = await api(app, visitor, 'GET', '/api/v1/addresses/suggest?input=742%20Evergreen%20Terrace', undefined, {
        [HONEYPOT_HEADER]: 'https://spam.example',
      });
      expect(honeypot.statusCode).toBe(400);
      expect(log.text()).toContain('honeypot filled');
      expect(log.text()).not.toContain('Evergreen');

      const failures: Array<[string, 'GET' | 'POST', string?]> = [
        ['/api/v1/%E0%A4%A', 'GET'],
        ['/api/%', 'GET'],
        ['/api/v1/%00', 'GET'],
        ['/api/v1/booking/reset', 'POST', '{not json'],
        ['/api/v1/stripe/webhook', 'POST', '{not json'],
      ];
      for (const [url, method, payload] of failures) {
        const response = await app.inject({ method, url, headers: { 'content-type': 'application/json' }, payload });
        expect([url, response.statusCode >= 400, response.headers['content-type']]).toEqual([url, true, 'application/json; charset=utf-8']);
        expect(response.json()).toEqual({ messages: [expect.any(String)] });
      }

      for (const path of ['/BOOK/CHECKOUT', '/Book/Summary', '/book/CHECKOUT']) {
        const response = await app.inject({ url: `/partners/bayside-movers${path}`, headers: { cookie: visitor.cookie } });
        expect([path, response.statusCode, response.headers.location]).toEqual([path, 302, '/partners/bayside-movers/book']);
      }
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);
});
