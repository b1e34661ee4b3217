/**
 * The server runs the flow over a booking through one function (server/flow/booking-session.ts), so every question it
 * asks about a walk (answers, pricing, verdicts, redirects, the lead) judges the same context the browser does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/test-app';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

describe('the flow session on the server', () => {
  it('is built by server/flow/booking-session.ts alone', () => {
    const callers = sourceFiles(join(ROOT, 'server'))
      .filter((file) => readFileSync(file, 'utf8').includes('createFunnelSession('))
      .map((file) => relative(ROOT, file));
    expect(callers).toEqual(['server/flow/booking-session.ts']);
  });
});
