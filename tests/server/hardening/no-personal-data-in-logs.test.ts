/**
 * Whatever fails, the log holds none of the customer's values, the session id or the CSRF token: a save the
 * database refuses (a constraint) and a save after the connection is cut, with the server's real logger.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../server/db/app-database';
import { openDatabase } from '../../../server/db/open-database';
import { SESSION_COOKIE } from '../../../server/sessions/session-cookie';
import { api, testApp, visit } from '../helpers/test-app';
import { capturedLog } from '../helpers/captured-log';

const CUSTOMER = { firstName: 'Zebediah', lastName: 'Quillfeather', email: 'zeb.quill@example.org', phone: '(415) 555-0199' };

describe('no personal data in the log', () => {
  const opened: AppDatabase[] = [];
  afterEach(async () => {
    for (const database of opened.splice(0)) await database.close().catch(() => {});
  });

  it.each([
    [
      'a constraint refuses the write',
      async (database: AppDatabase) => {
        await database.db.execute(sql`alter table bookings add constraint no_new_bookings check (revision < 0) not valid`);
      },
      500,
    ],
    [
      'the connection is cut',
      async (database: AppDatabase) => {
        await database.close();
      },
      503,
    ],
  ] as const)(
    '%s: the failed save is logged without its values',
    async (_case, breakIt, status) => {
      const database = await openDatabase({ kind: 'pglite' });
      opened.push(database);
      const log = capturedLog();
      const app = testApp(database, { logger: log.options });
      try {
        const visitor = await visit(app, 'bayside-movers');
        await breakIt(database);
        const response = await api(app, visitor, 'PUT', '/api/v1/booking', {
          booking: { ...visitor.props.booking, ...CUSTOMER, notes: 'Zebediah piano' },
        });
        expect(response.statusCode).toBe(status);
        const text = log.text();
        expect(text).toMatch(/request failed|database unavailable/);
        const sessionId = app.unsignCookie(decodeURIComponent(visitor.cookie.slice(`${SESSION_COOKIE}=`.length))).value!;
        const secrets = [...Object.values(CUSTOMER), '555-0199', 'Zebediah', sessionId, visitor.csrf];
        expect(secrets.filter((secret) => text.includes(secret))).toEqual([]);
      } finally {
        await app.close();
      }
    },
    120_000,
  );
});
