/**
 * npm run check holds a partner's licences and legal links to their formats (docs/PARTNERS.md, "Licences and texting"):
 * a USDOT number with letters, a state permit without its authority and a consumer booklet link that is not https are
 * problems; a partner with no licence at all is a warning, which does not fail the check.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCheck } from '../../scripts/check';
import { ROOT } from '../helpers/read-funnel-files';

function scratchProject(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-licenses-'));
  fs.cpSync(path.join(ROOT, 'schemas'), path.join(dir, 'schemas'), { recursive: true });
  fs.cpSync(path.join(ROOT, 'partners'), path.join(dir, 'partners'), { recursive: true });
  fs.cpSync(path.join(ROOT, 'public/partners'), path.join(dir, 'public/partners'), { recursive: true });
  return dir;
}

function editPartner(dir: string, slug: string, change: (partner: Record<string, unknown>) => void): void {
  const file = path.join(dir, 'partners', `${slug}.json`);
  const partner = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  change(partner);
  fs.writeFileSync(file, JSON.stringify(partner, null, 2));
}

describe('npm run check on licences', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('reports a USDOT with letters, a state licence without an authority and a booklet link that is not https', () => {
    dir = scratchProject();
    editPartner(dir, 'bayside-movers', (partner) => {
      partner.licenses = { usdot: 'US301234', mc: '1023456', state: [{ number: '0190000' }] };
      partner.copy = { ...(partner.copy as object), 'frame.consumerBookletUrl': 'http://www.cpuc.ca.gov/movers' };
    });
    const { problems, warnings } = runCheck(dir, []);
    // In file order: the copy comes before the licences.
    expect(problems).toEqual([
      expect.stringMatching(
        /partners\/bayside-movers\.json:\d+: \/copy\/frame\.consumerBookletUrl: .*"http:\/\/www\.cpuc\.ca\.gov\/movers" must be an https:\/\/ address/,
      ),
      expect.stringMatching(
        /partners\/bayside-movers\.json:\d+: \/licenses\/usdot: the text "US301234" is not in the right form\. Allowed: .*digits only/,
      ),
      expect.stringMatching(/partners\/bayside-movers\.json:\d+: \/licenses\/state\/0: missing required field "authority"/),
    ]);
    expect(warnings).toEqual([]);
  });

  it('warns, and still passes, when a partner has no licence', () => {
    dir = scratchProject();
    editPartner(dir, 'summit-moving', (partner) => {
      delete partner.licenses;
    });
    const { problems, warnings } = runCheck(dir, []);
    expect(problems).toEqual([]);
    expect(warnings).toEqual([expect.stringMatching(/partners\/summit-moving\.json: warning: \/licenses: no licences/)]);
  });

  it('passes digits, an authority with its number and an https booklet', () => {
    dir = scratchProject();
    editPartner(dir, 'bayside-movers', (partner) => {
      partner.copy = { ...(partner.copy as object), 'frame.consumerBookletUrl': 'https://www.cpuc.ca.gov/movers' };
    });
    expect(runCheck(dir, []).problems).toEqual([]);
  });
});
