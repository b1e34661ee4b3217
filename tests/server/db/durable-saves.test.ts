/**
 * Durability of the embedded database (server/db/pglite-thread/durable-node-fs.mjs): PGlite as shipped never
 * fsyncs, so an acknowledged save could vanish in a power cut. Each save must be answered only after a host
 * fsync of the WAL that holds it: counted per save, a run of sequential saves makes at least one each.
 * (tests/server/hardening/kill-under-load.test.ts SIGKILLs the real server on disk and finds every acknowledged save.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../../server/db/open-database';
import { api, startBooking, testApp } from '../helpers/test-app';

const SAVES = 12;
const dataDir = mkdtempSync(join(tmpdir(), 'booking-durable-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the embedded database on disk', () => {
  it('answers each save only after an fsync of its WAL', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const app = testApp(database);
    let visitor = await startBooking(app, 'bayside-movers');
    const syncsPerSave: number[] = [];
    for (let save = 0; save < SAVES; save += 1) {
      const before = await database.walSyncs!();
      const response = await api(app, visitor, 'PUT', '/api/v1/booking', {
        booking: { ...visitor.props.booking, firstName: `Save${save}` },
      });
      expect(response.statusCode).toBe(200);
      syncsPerSave.push((await database.walSyncs!()) - before);
      visitor = { ...visitor, props: { ...visitor.props, booking: response.json() } };
    }
    expect(syncsPerSave.every((syncs) => syncs >= 1)).toBe(true);

    await app.close();
    await database.close();
  }, 180_000);

  it('keeps serving once the WAL moves on to new segment files, which PostgreSQL renames right after syncing them', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'segments') });
    // About 24 MB of rows: more than one 16 MB WAL segment, so PostgreSQL writes new segment files as it goes.
    await database.db.execute(sql`create table wal_filler (line text)`);
    await database.db.execute(sql`insert into wal_filler select repeat('x', 1000) from generate_series(1, 24000)`);
    const app = testApp(database);
    const visitor = await startBooking(app, 'bayside-movers');
    const saved = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, firstName: 'After' } });
    expect(saved.statusCode).toBe(200);
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    await app.close();
    await database.close();
  }, 180_000);
});
