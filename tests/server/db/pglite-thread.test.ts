/**
 * The embedded database's thread (server/db/pglite-thread/): what drizzle relies on must hold across
 * the thread boundary: rows, transactions that commit or roll back and hold other statements back,
 * database errors with their SQLSTATE, and a closed or dead thread reading as "unavailable" (503).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PgliteThreadClient } from '../../../server/db/pglite-thread/pglite-thread-client';
import { MOST_PREPARED_STATEMENTS } from '../../../server/db/pglite-thread/prepared-statements.mjs';
import { isDatabaseUnavailable } from '../../../server/resilience/is-database-unavailable';

describe('PGlite in its own thread', () => {
  let client: PgliteThreadClient;
  // A fresh PGlite runs initdb: seconds on a quiet machine, more than the default 10 s hook on a loaded one.
  beforeAll(async () => {
    client = await PgliteThreadClient.open(undefined);
  }, 60_000);
  afterAll(async () => {
    await client.close();
  });
  beforeEach(async () => {
    await client.query('drop table if exists notes');
    await client.query('create table notes (id int primary key, body text not null, at timestamptz not null default now())');
  });

  it('answers in object and array row modes, with timestamps as text for drizzle to parse', async () => {
    await client.query('insert into notes (id, body) values ($1, $2)', [1, 'first']);
    const objects = await client.query('select id, body, at from notes');
    expect(objects.rows).toEqual([{ id: 1, body: 'first', at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/) }]);
    const arrays = await client.query('select id, body from notes', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 'first']]);
    expect(arrays.fields.map((field) => field.name)).toEqual(['id', 'body']);
  });

  it('commits a transaction when its callback resolves and rolls it back when it throws', async () => {
    await client.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values (1, $1)', ['kept']);
    });
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into notes (id, body) values (2, $1)', ['dropped']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await client.query('select id from notes order by id')).rows).toEqual([{ id: 1 }]);
  });

  it('holds a statement from outside back until the open transaction ends', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let began!: () => void;
    const open = new Promise<void>((resolve) => (began = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query("insert into notes (id, body) values (1, 'in the transaction')");
      began();
      await held;
      order.push('transaction ends');
    });
    await open;
    const outside = client.query('select count(*)::int as n from notes').then((result) => {
      order.push('outside statement answered');
      return result.rows;
    });
    // Time enough for the outside statement to be answered, were it not held back.
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await transaction;
    expect(await outside).toEqual([{ n: 1 }]);
    expect(order).toEqual(['transaction ends', 'outside statement answered']);
  });

  it("keeps a database error's SQLSTATE and message", async () => {
    await client.query("insert into notes (id, body) values (1, 'a')");
    const error = await client.query("insert into notes (id, body) values (1, 'b')").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', message: expect.stringContaining('duplicate key') });
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('prepares a statement with parameters once and runs it again by name, in and out of transactions', async () => {
    const insert = 'insert into notes (id, body) values ($1, $2) returning id, body';
    for (const id of [1, 2]) expect((await client.query(insert, [id, `note ${id}`])).rows).toEqual([{ id, body: `note ${id}` }]);
    await client.transaction(async (tx) => {
      expect((await tx.query(insert, [3, 'in a transaction'])).rows).toEqual([{ id: 3, body: 'in a transaction' }]);
    });
    await expect(
      client.transaction(async (tx) => {
        await tx.query(insert, [4, 'rolled back']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const duplicate = await client.query(insert, [1, 'again']).catch((caught: unknown) => caught);
    expect(duplicate).toMatchObject({ code: '23505' });

    const byId = await client.query('select id, body from notes where id > $1 order by id', [0], { rowMode: 'array' });
    expect(byId.rows).toEqual([
      [1, 'note 1'],
      [2, 'note 2'],
      [3, 'in a transaction'],
    ]);
    const prepared = await client.query('select statement from pg_prepared_statements where statement = $1', [insert]);
    expect(prepared.rows).toEqual([{ statement: insert }]);
  });

  it('keeps the most recently run statements prepared, closing the oldest for a new one', async () => {
    const texts = Array.from({ length: MOST_PREPARED_STATEMENTS + 2 }, (_, i) => `select $1::int + ${i} as n`);
    for (const text of texts) await client.query(text, [1]);
    const prepared = async (text: string) =>
      (await client.query('select count(*)::int as n from pg_prepared_statements where statement = $1', [text])).rows;
    const all = await client.query('select count(*)::int as n from pg_prepared_statements', [], { rowMode: 'array' });
    expect((all.rows[0] as number[])[0]).toBeLessThanOrEqual(MOST_PREPARED_STATEMENTS + 1);
    expect(await prepared(texts[0]!)).toEqual([{ n: 0 }]);
    expect(await prepared(texts.at(-1)!)).toEqual([{ n: 1 }]);
    // A closed text runs again, prepared anew.
    expect((await client.query(texts[0]!, [41])).rows).toEqual([{ n: 41 }]);
  });

  // Last: it opens its own clients (two fresh PGlite threads, seconds apiece on a loaded machine: a longer timeout).
  it('reads as unavailable once closed, and when its thread dies under a statement', async () => {
    const closed = await PgliteThreadClient.open(undefined);
    await closed.close();
    const afterClose = await closed.query('select 1').catch((caught: unknown) => caught);
    expect(isDatabaseUnavailable(afterClose)).toBe(true);

    const crashing = await PgliteThreadClient.open(undefined);
    const dying = crashing.query('select pg_sleep(5)').catch((caught: unknown) => caught);
    await crashing.terminate();
    expect(isDatabaseUnavailable(await dying)).toBe(true);
    expect(isDatabaseUnavailable(await crashing.query('select 1').catch((caught: unknown) => caught))).toBe(true);
  }, 60_000);
});
