/**
 * The manage link outlives the process that made it: after a restart on the embedded database, and on another
 * server process sharing one PostgreSQL (a load balancer may send the customer anywhere). The token lives only in
 * the email; the database keeps its hash, which every process can check.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migratedDataDir } from '../../support/migrated-data-dir';
import type { AppDatabase } from '../../../server/db/app-database';
import { openDatabase } from '../../../server/db/open-database';
import { fakeDeliveryMail } from '../helpers/fake-delivery-mail';
import { startServerProcesses, type ServerProcesses } from '../helpers/server-processes';
import { readProps, testApp } from '../helpers/test-app';
import { createPostgresDatabase, TEST_DATABASE_URL, type SharedPostgres } from '../helpers/test-databases';
import { boundCookie, followLink, linkFormTokenIn, linkPath, payLaterBooking } from './link-test-kit';

/** A pay-later booking made by one app on `database`, and the manage link its confirmation carries. */
async function bookOn(database: AppDatabase) {
  const mail = fakeDeliveryMail();
  const app = testApp(database, { mail });
  await app.ready();
  try {
    const visitor = await payLaterBooking(app);
    await app.jobs.runOnce();
    return { reference: visitor.props.booking.reference, path: linkPath(mail.sent, visitor.props.booking.reference, 'manageUrl') };
  } finally {
    await app.close();
  }
}

describe('a manage link after a restart (embedded database on disk)', () => {
  const dataDir = join(migratedDataDir('manage-link-restart-'), 'pglite');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('opens the booking it was made for once the server is back', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir });
    const { reference, path } = await bookOn(first).finally(() => first.close());

    const again = await openDatabase({ kind: 'pglite', dataDir });
    const app = testApp(again);
    try {
      const opened = await followLink(app, path, '10.3.0.1');
      expect(opened.statusCode).toBe(303);
      const page = await app.inject({ url: opened.headers.location as string, headers: { cookie: boundCookie(opened) } });
      expect(page.statusCode).toBe(200);
      expect(readProps(page.body).booking.reference).toBe(reference);
    } finally {
      await app.close();
      await again.close();
    }
  }, 120_000);
});

describe.skipIf(!TEST_DATABASE_URL)('a manage link on a second process (PostgreSQL)', () => {
  let shared: SharedPostgres | undefined;
  let processes: ServerProcesses | undefined;
  afterAll(async () => {
    await processes?.stop();
    await shared?.drop();
  });

  it('made by one process, opens the booking on another, with its cookie then serving the manage page', async () => {
    shared = await createPostgresDatabase(TEST_DATABASE_URL!);
    const database = await openDatabase({ kind: 'postgres', url: shared.url });
    const { reference, path } = await bookOn(database).finally(() => database.close());
    processes = await startServerProcesses(shared.url, 1);
    const [server] = processes.urls;

    // The link's page on this process, its button's POST on the same one (any process checks the page's form token).
    const shown = await fetch(`${server}${path}`, { headers: { 'x-forwarded-for': '10.3.0.2' } });
    expect(shown.status).toBe(200);
    const opened = await fetch(`${server}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'x-forwarded-for': '10.3.0.2', 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({ _csrf: linkFormTokenIn(await shown.text()) }).toString(),
    });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/partners/bayside-movers/book/manage');
    expect(opened.headers.get('referrer-policy')).toBe('no-referrer');
    const cookie = opened.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const page = await fetch(`${server}/partners/bayside-movers/book/manage`, { headers: { cookie, 'x-forwarded-for': '10.3.0.2' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(readProps(await page.text()).booking.reference).toBe(reference);

    const tampered = await fetch(`${server}${path.slice(0, -1)}${path.endsWith('A') ? 'B' : 'A'}`, {
      headers: { 'x-forwarded-for': '10.3.0.2' },
    });
    expect(tampered.status).toBe(404);
  }, 180_000);
});
