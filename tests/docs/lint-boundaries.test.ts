/**
 * The folder boundaries lint holds (eslint.config.js; docs/DECISIONS.md, "testkit/: what tests and bench share" and
 * "The house, round 3"): bench/ never imports tests/, testkit/ imports neither tests/ nor bench/, core/capacity never
 * imports core/pricing (pricing reads capacity, so the other way would knot the two folders into a cycle); on the
 * server, db/, config/, http/ and partners/ import no feature folder, links/ never imports delivery/ and sessions/
 * knows no desk. Each is checked on a one-line file as ESLint sees it at that place.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/read-funnel-files';

const eslint = new ESLint({ cwd: ROOT });

/** The rules a one-line import at `file` breaks. */
async function brokenRules(file: string, from: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { a } from '${from}';\nexport const b = a;\n`, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('lint keeps the folders apart', () => {
  it.each([
    ['bench/probe.ts', '../tests/server/helpers/test-app', 'no-restricted-imports'],
    ['bench/probe.ts', '../tests/e2e/support/browser', 'no-restricted-imports'],
    ['testkit/probe.ts', '../tests/server/helpers/test-app', 'no-restricted-imports'],
    ['testkit/probe.ts', '../bench/visitor', 'no-restricted-imports'],
    ['core/capacity/probe.ts', '../pricing/estimate-booking', 'import-x/no-restricted-paths'],
    ['server/db/probe.ts', '../bookings/booking-desk', 'import-x/no-restricted-paths'],
    ['server/config/probe.ts', '../delivery/outbox/enqueue-event', 'import-x/no-restricted-paths'],
    ['server/http/probe.ts', '../pages/render-simple-page', 'import-x/no-restricted-paths'],
    ['server/partners/probe.ts', '../flow/booking-session', 'import-x/no-restricted-paths'],
    ['server/links/probe.ts', '../delivery/outbox/enqueue-event', 'import-x/no-restricted-paths'],
    ['server/sessions/probe.ts', '../bookings/booking-desk', 'import-x/no-restricted-paths'],
    ['server/sessions/probe.ts', '../capacity/capacity-desk', 'import-x/no-restricted-paths'],
  ])('%s may not import %s', async (file, from, rule) => {
    expect(await brokenRules(file, from)).toContain(rule);
  });

  it('lets bench/ and tests/ import testkit/, and pricing import capacity', async () => {
    expect(await brokenRules('bench/probe.ts', '../testkit/test-bookings')).toEqual([]);
    expect(await brokenRules('tests/e2e/probe.ts', '../../testkit/walk-funnel')).toEqual([]);
    expect(await brokenRules('core/pricing/probe.ts', '../capacity/partner-capacity')).toEqual([]);
  });

  it('lets the server foundation import itself, and features import the foundation and links', async () => {
    expect(await brokenRules('server/config/probe.ts', '../db/purge-old-events')).toEqual([]);
    expect(await brokenRules('server/partners/probe.ts', '../http/send-messages')).toEqual([]);
    expect(await brokenRules('server/delivery/probe.ts', '../links/customer-links')).toEqual([]);
    expect(await brokenRules('server/sessions/probe.ts', '../db/session-repository')).toEqual([]);
  });
});
