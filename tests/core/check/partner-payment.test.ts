/** `payment` in a partner file (docs/PARTNERS.md, Payment): the schema and npm run check, one plain message per mistake. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkPartnerFile } from '../../../server/partners/load-partners';
import { ROOT } from '../../helpers/read-funnel-files';

const bayside = JSON.parse(fs.readFileSync(path.join(ROOT, 'partners/bayside-movers.json'), 'utf8')) as Record<string, unknown>;
let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function problemsWith(payment: unknown): string[] {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payment-'));
  const file = path.join(dir, 'bayside-movers.json');
  const schema = JSON.stringify(path.join(ROOT, 'schemas/partner.schema.json'));
  fs.writeFileSync(file, JSON.stringify({ ...bayside, $schema: JSON.parse(schema), payment }, null, 2));
  return checkPartnerFile(file).problems.map((line) => line.replace(/^.*?:\d+: /, ''));
}

describe('npm run check on payment', () => {
  it.each<[string, unknown]>([
    ['card on file', { mode: 'cardOnFile' }],
    ['card on file with a capped percent fee', { mode: 'cardOnFile', lateCancellation: { percent: 25, max: 200 } }],
    ['a fixed deposit and fee', { mode: 'deposit', deposit: { amount: 150 }, lateCancellation: { amount: 150 } }],
    ['a percent deposit with min and max', { mode: 'deposit', deposit: { percent: 20, min: 50, max: 300.5 }, lateCancellation: 'none' }],
  ])('passes %s', (_name, payment) => {
    expect(problemsWith(payment)).toEqual([]);
  });

  it.each<[string, unknown, string]>([
    ['a deposit mode without a deposit', { mode: 'deposit' }, '/payment: missing required field "deposit"'],
    ['an unknown mode', { mode: 'cash' }, '/payment/mode'],
    ['a percent over 100', { mode: 'deposit', deposit: { percent: 120 } }, '/payment/deposit/percent'],
    ['a negative amount', { mode: 'deposit', deposit: { amount: -5 } }, '/payment/deposit/amount'],
    ['fractions of a cent', { mode: 'deposit', deposit: { amount: 150.555 } }, '/payment/deposit/amount: 150.555 is not whole cents'],
    [
      'min and max on a fixed amount',
      { mode: 'deposit', deposit: { amount: 100, max: 200 } },
      '/payment/deposit/max: max goes with a percent only',
    ],
    [
      'min above max',
      { mode: 'deposit', deposit: { percent: 10, min: 300, max: 200 } },
      '/payment/deposit/min: min ($300.00) is more than max ($200.00)',
    ],
    [
      'an uncapped percent fee',
      { mode: 'cardOnFile', lateCancellation: { percent: 25 } },
      '/payment/lateCancellation: a percent fee needs its cap',
    ],
    [
      'a deposit in card-on-file mode',
      { mode: 'cardOnFile', deposit: { amount: 100 } },
      '/payment/deposit: a deposit is only charged with "mode": "deposit"',
    ],
    [
      'a fee above the deposit',
      { mode: 'deposit', deposit: { amount: 100 }, lateCancellation: { amount: 150 } },
      '/payment/lateCancellation/amount: the fee ($150.00) is more than the deposit can be ($100.00)',
    ],
  ])('refuses %s', (_name, payment, message) => {
    const problems = problemsWith(payment);
    expect(problems.length, problems.join('\n')).toBeGreaterThan(0);
    expect(
      problems.some((problem) => problem.startsWith(message)),
      problems.join('\n'),
    ).toBe(true);
  });
});
