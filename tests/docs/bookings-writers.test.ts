/**
 * A booking's life is one table (server/bookings/transitions.ts): nothing outside server/bookings/ (the transitions)
 * and server/db/ (their writes, the one-statement save, the bulk expiry) writes the `bookings` table, so no door to a
 * booking can skip the table's guards, crew and event.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/read-funnel-files';

/** Drizzle's writes of the `bookings` table object, and SQL text writing the table. */
const WRITES = [/\.(update|insert|delete)\(\s*bookings\b/, /\b(update|insert\s+into|delete\s+from)\s+bookings\b/i];
const ALLOWED = ['server/bookings/', 'server/db/'];

function files(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return files(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const writesBookings = (text: string) => WRITES.some((pattern) => pattern.test(text));

describe('who writes the bookings table', () => {
  it('recognises each kind of write', () => {
    for (const sample of ['tx.update(bookings).set', 'db.insert(bookings)', 'sql`delete from bookings b`', 'sql`UPDATE bookings SET`'])
      expect(writesBookings(sample), sample).toBe(true);
    expect(writesBookings('db.select().from(bookings)')).toBe(false);
  });

  it('is server/bookings/ and server/db/ only', () => {
    const writers = files('server')
      .filter((file) => !ALLOWED.some((folder) => file.startsWith(folder)))
      .filter((file) => writesBookings(fs.readFileSync(path.join(ROOT, file), 'utf8')));
    expect(writers, 'write a booking through a transition of server/bookings/transitions.ts').toEqual([]);
  });
});
