/**
 * `npm run check` on CRM formats and webhook keys (docs/LEADS.md "CRM formats", docs/PARTNERS.md "Webhooks that need a
 * key"): a format's lead field neither mapped nor dropped and an enum value without a target, at their file and line;
 * a webhook naming no format, an enum map of its own missing a value; an `auth` key written in the file (never
 * repeated) and an unset `auth` variable.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCheck } from '../../scripts/check';
import { formatCoverageLines } from '../../scripts/format-coverage';
import { answerFields, formatLeadFields } from '../../server/partners/load-lead-formats';
import { ROOT } from '../helpers/read-funnel-files';

const ENV = { SUMMIT_WEBHOOK_SECRET: 'whsec_c2VjcmV0', SUMMIT_CRM_KEY: 'k-123', SUMMIT_USER: 'u', SUMMIT_PASSWORD: 'p' };

function scratchProject(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-formats-'));
  for (const folder of ['schemas', 'partners', 'formats', 'public/partners']) {
    fs.cpSync(path.join(ROOT, folder), path.join(dir, folder), { recursive: true });
  }
  return dir;
}

function edit(dir: string, file: string, change: (text: string) => string): void {
  const target = path.join(dir, file);
  fs.writeFileSync(target, change(fs.readFileSync(target, 'utf8')));
}

/** Summit's file, as shipped, with these webhooks. */
function withWebhooks(dir: string, webhooks: unknown[]): void {
  fs.copyFileSync(path.join(ROOT, 'partners/summit-moving.json'), path.join(dir, 'partners/summit-moving.json'));
  const delivery = { email: 'dispatch@summit-moving.example.com', webhooks };
  edit(dir, 'partners/summit-moving.json', (t) => t.replace(/"delivery": \{[^}]*\}/, `"delivery": ${JSON.stringify(delivery)}`));
}

const hook = (extra: Record<string, unknown>) => ({
  url: 'https://crm.example.com/hooks',
  events: ['booking.converted'],
  secretEnv: 'SUMMIT_WEBHOOK_SECRET',
  ...extra,
});

describe('npm run check: lead formats and webhook keys', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('names a lead field neither mapped nor dropped and an enum value with no target, at the format file and line', () => {
    dir = scratchProject();
    edit(dir, 'formats/granot.json', (t) => t.replace('    "distanceMiles",\n', ''));
    edit(dir, 'formats/supermove.json', (t) => t.replace(/,\s*"afternoon": "1200"/, ''));
    expect(runCheck(dir, [], ENV).problems).toEqual([
      expect.stringMatching(/formats\/granot\.json:\d+: \/dropped: lead field "distanceMiles" is neither mapped nor dropped/),
      expect.stringMatching(
        /formats\/supermove\.json:\d+: \/fields\/6\/transform\/map: move\.timeOfDay "afternoon" has no target value: add it to the map$/,
      ),
    ]);
  });

  it('refuses a format the webhook names that is not there, and an enum map of its own missing one of our values', () => {
    dir = scratchProject();
    withWebhooks(dir, [
      hook({ format: 'hubspot' }),
      hook({
        format: 'supermove',
        enumMaps: { 'project.jobs.0.start_time_1': { map: { morning: '0900' } }, 'project.jobs.0.move_size': { map: { '1': 'One' } } },
      }),
      hook({ format: 'flat', enumMaps: { x: { map: {} } } }),
    ]);
    expect(runCheck(dir, [], ENV).problems).toEqual([
      expect.stringMatching(
        /\/delivery\/webhooks\/0\/format: there is no format "hubspot": "lead", "flat", "granot", "smartmoving", "supermove"/,
      ),
      expect.stringMatching(
        /\/delivery\/webhooks\/1\/enumMaps\/project\.jobs\.0\.start_time_1\/map: move\.timeOfDay "afternoon" has no target value/,
      ),
      expect.stringMatching(
        /\/delivery\/webhooks\/1\/enumMaps\/project\.jobs\.0\.move_size: rooms\.bedrooms is a number, not a list of values: give "otherwise"/,
      ),
      expect.stringMatching(/\/delivery\/webhooks\/2\/enumMaps: the "flat" format has no enum maps/),
    ]);
  });

  it('refuses an auth key written in the file without repeating it, and names an unset auth variable', () => {
    dir = scratchProject();
    withWebhooks(dir, [
      hook({ auth: { header: 'x-make-apikey', valueEnv: 'a1b2c3-secret-key' } }),
      hook({ auth: { query: 'apikey', valueEnv: 'SUMMIT_GRANOT_KEY' } }),
      hook({ auth: { basic: { userEnv: 'SUMMIT_USER', passwordEnv: 'SUMMIT_SMARTMOVING_PASSWORD' } } }),
      hook({ auth: { header: 'webhook-signature', valueEnv: 'SUMMIT_CRM_KEY' } }),
    ]);
    const { problems } = runCheck(dir, [], ENV);
    expect(problems).toHaveLength(4);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/delivery\/webhooks\/0\/auth\/valueEnv: holds a key written in the file/),
        expect.stringMatching(/\/delivery\/webhooks\/1\/auth\/valueEnv: SUMMIT_GRANOT_KEY is not set in the environment$/),
        expect.stringMatching(
          /\/delivery\/webhooks\/2\/auth\/basic\/passwordEnv: SUMMIT_SMARTMOVING_PASSWORD is not set in the environment$/,
        ),
        expect.stringMatching(/\/delivery\/webhooks\/3\/auth\/header: "webhook-signature" is a header every webhook request sets itself/),
      ]),
    );
    expect(problems.join('\n')).not.toContain('a1b2c3-secret-key');
    withWebhooks(dir, [hook({ format: 'granot', auth: { query: 'apikey', valueEnv: 'SUMMIT_CRM_KEY' } })]);
    expect(runCheck(dir, [], ENV).problems).toEqual([]);
  });

  it("says where a new step's answer goes in each format (npm run check -- --formats)", () => {
    dir = scratchProject();
    const withPacking = formatLeadFields([...answerFields(), 'packing']);
    const packing = formatCoverageLines(dir, withPacking).filter((line) => line.includes('answers.packing'));
    expect(packing).toEqual([
      'formats/granot.json: answers.packing → consumernote',
      'formats/smartmoving.json: answers.packing → Notes',
      'formats/supermove.json: answers.packing → project.jobs.0.office_notes',
    ]);
    // A format that no longer carries every answer says so, and the check names the field.
    edit(dir, 'formats/granot.json', (t) => t.replace('"contact.preferences", "answers"]', '"contact.preferences"]'));
    expect(formatCoverageLines(dir, withPacking)).toContain('formats/granot.json: answers.packing neither mapped nor dropped');
    expect(runCheck(dir, [], ENV).problems).toContainEqual(
      expect.stringMatching(/formats\/granot\.json:\d+: \/dropped: lead field "answers\.\w+" is neither mapped nor dropped/),
    );
  });
});
