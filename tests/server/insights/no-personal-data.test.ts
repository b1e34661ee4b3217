/**
 * No insights column can hold personal data (docs/DECISIONS.md, "Partner insights"): every table whose name starts with
 * `insights_` is read from the migrated database itself, so a column added later is checked too. No column is named
 * for a person's details; every column is a number, a date or a time, or text held by a CHECK; and each text column
 * refuses a name, an email, a phone number, an address, a note and an IP address, in the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../../server/db/app-database';
import { openDatabase } from '../../../server/db/open-database';
import { bookings, sessions } from '../../../server/db/schema';

const PERSONAL = [
  'Jane Doe',
  'Jane',
  'jane.doe@example.com',
  '(415) 555-0100',
  '+14155550100',
  '4155550100',
  '500 Market St, San Francisco, CA 94105',
  '500 Market St',
  'Please call before 9, the gate code is 1234',
  '203.0.113.7',
  '2001:db8::1',
];
const PERSONAL_NAMES =
  /name|mail|phone|address|street|city|zip|postal|note|comment|\bip\b|^ip_|_ip$|ip_addr|lat|lng|user_agent|session|cookie|reference/i;
const ALLOWED_TYPES = new Set(['integer', 'smallint', 'bigint', 'date', 'timestamp with time zone', 'text']);

interface Column extends Record<string, unknown> {
  table_name: string;
  column_name: string;
  data_type: string;
}

/** A row each table takes, so a refusal is the one value's. */
const VALID: Record<string, Record<string, string | number>> = {
  insights_counts: {
    partner_slug: 'bayside-movers',
    day: '2026-12-01',
    step: 'landing',
    edge: 'moveDate',
    source: 'embed:www.baysidemovers.example.com',
    device: 'phone',
    service: 'none',
    day_price: 'no date',
    conversion: 'none',
    seconds_bucket: 0,
    visits: 1,
  },
  insights_counts_weekly: {
    partner_slug: 'bayside-movers',
    week: '2026-11-23',
    step: 'landing',
    edge: 'moveDate',
    source: 'embed:www.baysidemovers.example.com',
    device: 'phone',
    service: 'none',
    day_price: 'no date',
    conversion: 'none',
    seconds_bucket: 0,
    visits: 1,
  },
  insights_moves: {
    partner_slug: 'bayside-movers',
    day: '2026-12-01',
    step: '(start)',
    edge: 'landing',
    source: 'click:google',
    device: 'tablet',
    service: 'full_service',
    day_price: 'over +15%',
    conversion: 'none',
    seconds_bucket: -1,
    visits: 1,
  },
  insights_visits: {
    booking_id: 0,
    partner_slug: 'bayside-movers',
    day: '2026-12-01',
    step: 'moveDate',
    arrived_at: '2026-12-01T20:00:00Z',
    source: 'utm:google/paid',
    device: 'desktop',
    service: 'labor_only',
    day_price: 'standard',
  },
};

describe('the insights tables hold no personal data', () => {
  let database: AppDatabase;
  let columns: Column[];

  const rowsOf = (result: unknown): Column[] => (result as { rows: Column[] }).rows;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    columns = rowsOf(
      await database.db.execute(
        sql`select table_name, column_name, data_type from information_schema.columns where table_schema = 'public' and table_name like 'insights\_%' order by table_name, ordinal_position`,
      ),
    );
    await database.db.insert(sessions).values({ id: 'session', csrfToken: 'token' });
    const [booking] = await database.db
      .insert(bookings)
      .values({ sessionId: 'session', partnerSlug: 'bayside-movers', data: {} })
      .returning();
    VALID.insights_visits!.booking_id = booking!.id;
  }, 60_000);

  afterAll(async () => {
    await database?.close();
  });

  const insert = (table: string, row: Record<string, string | number>): Promise<unknown> => {
    const names = Object.keys(row).map((name) => sql.identifier(name));
    const values: SQL[] = Object.values(row).map((value) => sql`${value}`);
    return database.db.execute(
      sql`insert into ${sql.identifier(table)} (${sql.join(names, sql`, `)}) values (${sql.join(values, sql`, `)})`,
    );
  };

  /** The database's own message for a refused insert (drizzle wraps it as the cause), or 'taken'. */
  const refusal = (inserting: Promise<unknown>): Promise<string> =>
    inserting.then(
      () => 'taken',
      (error: unknown) => String((error as { cause?: unknown }).cause ?? error),
    );

  it('knows every insights table and column', () => {
    expect([...new Set(columns.map((column) => column.table_name))]).toEqual(Object.keys(VALID));
    for (const column of columns) expect(Object.keys(VALID[column.table_name]!)).toContain(column.column_name);
  });

  it('names no column for a person, and types each as a number, a date, a time or text', () => {
    for (const column of columns) {
      expect(column.column_name, `${column.table_name}.${column.column_name}`).not.toMatch(PERSONAL_NAMES);
      expect(ALLOWED_TYPES, `${column.table_name}.${column.column_name}`).toContain(column.data_type);
    }
  });

  it('refuses a name, an email, a phone number, an address, a note or an IP address in every text column', async () => {
    const textColumns = columns.filter((column) => column.data_type === 'text');
    expect(textColumns.length).toBeGreaterThan(10);
    for (const column of textColumns) {
      for (const value of PERSONAL) {
        const row = { ...VALID[column.table_name]!, [column.column_name]: value };
        expect(await refusal(insert(column.table_name, row)), `${column.table_name}.${column.column_name} = ${value}`).toMatch(
          /check constraint/,
        );
      }
    }
  });

  it('takes the valid rows, so each refusal above was the value', async () => {
    await insert('insights_counts', VALID.insights_counts!);
    await insert('insights_counts_weekly', VALID.insights_counts_weekly!);
    await insert('insights_moves', VALID.insights_moves!);
    await insert('insights_visits', VALID.insights_visits!);
  });
});
