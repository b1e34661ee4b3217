import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lintPartnerDelivery } from '../../core/check/lint-partner-delivery';
import { runCheck } from '../../scripts/check';
import { ROOT } from '../helpers/read-funnel-files';

/** A scratch copy of schemas/, partners/ and their logos in public/ that a test may break. */
function scratchProject(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-'));
  fs.cpSync(path.join(ROOT, 'schemas'), path.join(dir, 'schemas'), { recursive: true });
  fs.cpSync(path.join(ROOT, 'partners'), path.join(dir, 'partners'), { recursive: true });
  fs.cpSync(path.join(ROOT, 'public/partners'), path.join(dir, 'public/partners'), { recursive: true });
  return dir;
}

function edit(dir: string, file: string, change: (text: string) => string): void {
  const target = path.join(dir, file);
  fs.writeFileSync(target, change(fs.readFileSync(target, 'utf8')));
}

describe('npm run check', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('passes on the project with a one-line summary', () => {
    const count = (dir: string) => fs.readdirSync(path.join(ROOT, dir)).filter((file) => file.endsWith('.json')).length;
    expect(runCheck(ROOT, [])).toEqual({
      problems: [],
      warnings: [],
      summary: `OK: flow, ${count('schemas/steps')} step files, ${count('formats')} lead formats and ${count('partners')} partner files valid`,
    });
  });

  it('names file, line and pointer of a lint problem', () => {
    dir = scratchProject();
    edit(dir, 'schemas/steps/services.json', (t) => t.replace('"widget": "iconChoice"', '"widget": "iconChoise"'));
    const { problems } = runCheck(dir, []);
    expect(problems).toEqual([
      expect.stringMatching(/^schemas\/steps\/services\.json:10: \/fields\/serviceType\/widget: unknown widget "iconChoise"; allowed: /),
    ]);
  });

  it('reports meta-schema mistakes in plain words and holds the lint back until they are fixed', () => {
    dir = scratchProject();
    edit(dir, 'schemas/steps/landing.json', (t) => t.replace('"layout": {', '"layuot": {'));
    edit(dir, 'schemas/steps/move-date.json', (t) => t.replace(/"required": \[[^\]]*\]/, '"required": "moveDate"'));
    const { problems } = runCheck(dir, []);
    expect(problems).toEqual([
      expect.stringMatching(/^schemas\/steps\/landing\.json:6: \/layuot: unknown field "layuot"; allowed: \$schema, id, path/),
      expect.stringMatching(/^schemas\/steps\/move-date\.json:\d+: \/required: must be a list \[\.\.\.\], not the text "moveDate"/),
      'schemas/: the graph and name checks run once the problems above are fixed',
    ]);
  });

  it('points at the mistake inside a condition, once', () => {
    dir = scratchProject();
    edit(dir, 'schemas/steps/services.json', (t) => t.replace('"schema": { "const": true }', '"schema": { "const": true }, "extra": 1'));
    edit(dir, 'schemas/steps/origin-property-details.json', (t) => t.replace(', "schema": { "const": "single_family_house" }', ''));
    expect(runCheck(dir, []).problems).toEqual([
      expect.stringMatching(
        /^schemas\/steps\/origin-property-details\.json:\d+: \/rules\/0\/when: missing required field "schema": What the value must be/,
      ),
      expect.stringMatching(
        /^schemas\/steps\/services\.json:\d+: \/rules\/0\/when\/not\/extra: unknown field "extra"; allowed: scope, schema$/,
      ),
      'schemas/: the graph and name checks run once the problems above are fixed',
    ]);
  });

  it('checks partner files with their line', () => {
    dir = scratchProject();
    edit(dir, 'partners/summit-moving.json', (t) => t.replace('"+17205550188"', '"720-555-0188"'));
    expect(runCheck(dir, []).problems).toEqual([
      expect.stringMatching(/summit-moving\.json:7: \/phone: the text "720-555-0188" is not in the right form/),
    ]);
  });

  it.each<[string, (text: string) => string, RegExp]>([
    [
      'a colour contrast below WCAG AA',
      (t) => t.replace('"primary": "#166534"', '"primary": "#4ade80"'),
      /summit-moving\.json:13: \/theme\/primary: contrast of the primary colour \(#4ade80\) as link text on white \(#ffffff\) is 1\.\d\d:1, below the 4\.5:1 WCAG 2\.2 AA needs for text; pick a darker primary colour$/,
    ],
    [
      'an unknown copy key',
      (t) => t.replace('"frame.anyQuestionsBody"', '"frame.anyQuestionBody"'),
      /summit-moving\.json:\d+: \/copy\/frame\.anyQuestionBody: unknown copy key "frame\.anyQuestionBody"; the texts of "frame" are: .*"frame\.anyQuestionsBody"/,
    ],
    [
      'a missing required field',
      (t) => t.replace('"website": "https://www.summitmoving.example.com",\n', ''),
      /summit-moving\.json:1: \/: missing required field "website": Company website/,
    ],
    [
      'a bad phone',
      (t) => t.replace('"+17205550188"', '"7205550188"'),
      /summit-moving\.json:7: \/phone: the text "7205550188" is not in the right form\. Allowed: .*\+1 and ten digits/,
    ],
    [
      'a bad URL',
      (t) => t.replace('"/demo/summit-moving/thank-you"', '"summitmoving.example.com/thank-you"'),
      /summit-moving\.json:12: \/submissionRedirectUrl: the text "summitmoving\.example\.com\/thank-you" is not in the right form\. Allowed: .*path on this site starting with \//,
    ],
    [
      'a crew rate that undercuts a smaller crew',
      (t) => t.replace('"copy": {', '"pricing": { "hourlyRates": { "2": 150, "3": 140, "4": 200 } },\n  "copy": {'),
      /summit-moving\.json:\d+: \/pricing\/hourlyRates: the 3-mover rate \(140\) is below the 2-mover rate \(150\)/,
    ],
  ])('`npm run check -- partners/summit-moving.json` reports %s with file, line and field', (_name, change, message) => {
    dir = scratchProject();
    edit(dir, 'partners/summit-moving.json', change);
    const { problems } = runCheck(dir, [path.join(dir, 'partners/summit-moving.json')]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it('checks just the files named on the command line', () => {
    const { problems, summary } = runCheck(ROOT, [path.join(ROOT, 'partners/bayside-movers.json')]);
    expect([problems, summary]).toEqual([[], 'OK: 1 partner file valid']);
    // The fixture is a copy of Bayside with a bad website: its ids clash too, told in the same run.
    expect(runCheck(ROOT, [path.join(ROOT, 'tests/fixtures/partners/bad-url.json')]).problems).toEqual([
      expect.stringMatching(/bad-url\.json:8: \/website: /),
      expect.stringMatching(/bad-url\.json:3: \/id: id 1 is already used by partners\/bayside-movers\.json/),
      expect.stringMatching(/bad-url\.json:\d+: \/locations\/0\/id: depot id 101 is already used/),
      expect.stringMatching(/bad-url\.json:\d+: \/locations\/1\/id: depot id 102 is already used/),
    ]);
  });

  it('reports every problem of a new partner file in one run: schema, fee name, logo and id clash', () => {
    dir = scratchProject();
    const summit = JSON.parse(fs.readFileSync(path.join(dir, 'partners/summit-moving.json'), 'utf8')) as Record<string, unknown>;
    const bayside = JSON.parse(fs.readFileSync(path.join(dir, 'partners/bayside-movers.json'), 'utf8')) as { id: number };
    const file = path.join(dir, 'partners/new.json');
    fs.writeFileSync(
      file,
      JSON.stringify(
        {
          ...summit,
          slug: 'new',
          id: bayside.id,
          phone: 'call us',
          logo: '/partners/new/logo.svg',
          pricing: { fees: { tubs: { label: 'Hot tubs', perUnit: 90, count: 'hotTubs' } } },
        },
        null,
        2,
      ),
    );
    const problems = runCheck(dir, [file], {}).problems;
    for (const told of [
      /new\.json:\d+: \/phone: /,
      /new\.json:\d+: \/pricing\/fees\/tubs\/count: no step asks for a count named "hotTubs"/,
      /new\.json:\d+: \/logo: /,
      /new\.json:\d+: \/id: id \d+ is already used by \S*partners\/bayside-movers\.json/,
    ])
      expect(
        problems.filter((problem) => told.test(problem)),
        String(told),
      ).toHaveLength(1);
  });

  it('refuses a key given twice in a partner or step file, at the second one', () => {
    dir = scratchProject();
    edit(dir, 'partners/summit-moving.json', (t) => t.replace('"name": "Summit Moving",', '"name": "Summit Moving",\n  "name": "Summit",'));
    edit(dir, 'schemas/steps/services.json', (t) => t.replace('"title":', '"title": "Twice",\n  "title":'));
    const { problems } = runCheck(dir, []);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^schemas\/steps\/services\.json:\d+: \/title: "title" is given twice/),
        expect.stringMatching(/partners\/summit-moving\.json:\d+: \/name: "name" is given twice/),
      ]),
    );
  });

  it('reports a webhook secretEnv the environment does not set, in the file that names it', () => {
    dir = scratchProject();
    const delivery = {
      email: 'dispatch@summit-moving.example.com',
      webhooks: [{ url: 'https://crm.example.com/hooks', events: ['booking.converted'], secretEnv: 'SUMMIT_WEBHOOK_SECRET' }],
    };
    edit(dir, 'partners/summit-moving.json', (t) => t.replace(/"delivery": \{[^}]*\}/, `"delivery": ${JSON.stringify(delivery)}`));
    expect(runCheck(dir, [], {}).problems).toEqual([
      expect.stringMatching(
        /partners\/summit-moving\.json:\d+: \/delivery\/webhooks\/0\/secretEnv: SUMMIT_WEBHOOK_SECRET is not set to a whsec_ secret/,
      ),
    ]);
    expect(runCheck(dir, [], { SUMMIT_WEBHOOK_SECRET: 'whsec_c2VjcmV0' }).problems).toEqual([]);
  });

  it('requires a time zone of a partner without capacity', () => {
    dir = scratchProject();
    edit(dir, 'partners/harbor-hauling.json', (t) => t.replace('  "timeZone": "America/Los_Angeles",\n', ''));
    expect(runCheck(dir, []).problems).toEqual([
      expect.stringMatching(/partners\/harbor-hauling\.json:\d+: \/: missing required field "timeZone"/),
    ]);
  });

  it('refuses embedding origins that are not https://host[:port] (a leading *. at most), one message each', () => {
    dir = scratchProject();
    const origins = [
      'https://www.baysidemovers.com',
      'https://*.baysidemovers.com',
      'http://www.baysidemovers.com',
      'https://www.baysidemovers.com/quote',
      'https://*.*.baysidemovers.com',
      '*',
      'http://localhost:*',
    ];
    edit(dir, 'partners/bayside-movers.json', (t) =>
      t.replace(/"embed": \{[^}]*\}/, `"embed": { "allowedOrigins": ${JSON.stringify(origins, null, 2)} }`),
    );
    const { problems } = runCheck(dir, []);
    expect(problems.map((p) => /: (\/embed\S*): /.exec(p)?.[1])).toEqual([
      '/embed/allowedOrigins/2',
      '/embed/allowedOrigins/3',
      '/embed/allowedOrigins/4',
      '/embed/allowedOrigins/5',
    ]);
    expect(problems[0]).toMatch(
      /bayside-movers\.json:\d+: \/embed\/allowedOrigins\/2: the text "http:\/\/www\.baysidemovers\.com" is not in the right form\. Allowed: https:\/\//,
    );
  });

  it('refuses webhook delivery mistakes with one file:line message each, never repeating a secret', () => {
    dir = scratchProject();
    const delivery = {
      email: 'dispatch@bayside',
      webhooks: [
        { url: 'https://crm.example.com/hooks', events: ['booking.converted'], secretEnv: 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQ=' },
        { url: 'https://crm.example.com/hooks', events: ['booking.created'], secretEnv: 'BAYSIDE_WEBHOOK_SECRET' },
        { url: 'http://crm.example.com/hooks', events: ['booking.abandoned'], secretEnv: 'BAYSIDE_WEBHOOK_SECRET' },
        { url: 'https://10.0.0.7/hooks', events: ['booking.abandoned'], secretEnv: 'BAYSIDE_WEBHOOK_SECRET' },
      ],
    };
    edit(dir, 'partners/bayside-movers.json', (t) =>
      t.replace(/"delivery": \{[^}]*\}/, `"delivery": ${JSON.stringify(delivery, null, 2)}`),
    );
    const { problems } = runCheck(dir, [], { BAYSIDE_WEBHOOK_SECRET: 'whsec_c2VjcmV0' });
    expect(problems).toEqual([
      expect.stringMatching(
        /partners\/bayside-movers\.json:\d+: \/delivery\/email: the text "dispatch@bayside" is not a valid email address/,
      ),
      expect.stringMatching(/partners\/bayside-movers\.json:\d+: \/delivery\/webhooks\/0\/secretEnv: holds a secret written in the file/),
      expect.stringMatching(
        /partners\/bayside-movers\.json:\d+: \/delivery\/webhooks\/1\/events\/0: the text "booking.created" is not allowed; allowed: "booking.converted"/,
      ),
      expect.stringMatching(/partners\/bayside-movers\.json:\d+: \/delivery\/webhooks\/2\/url: must start with https:\/\//),
      expect.stringMatching(
        /partners\/bayside-movers\.json:\d+: \/delivery\/webhooks\/3\/url: points to a private address \(10\.0\.0\.7\)/,
      ),
    ]);
    expect(problems.join('\n')).not.toContain('c2VjcmV0');
  });

  it('lets webhooks reach loopback over http when WEBHOOK_ALLOW_PRIVATE_NETWORK=true, and link-local never', () => {
    const webhooks = (url: string) => ({ webhooks: [{ url, events: ['booking.converted'], secretEnv: 'LOCAL_SECRET' }] });
    expect(lintPartnerDelivery(webhooks('http://127.0.0.1:8080/hook'), true)).toEqual([]);
    expect(lintPartnerDelivery(webhooks('http://localhost:8080/hook'), true)).toEqual([]);
    expect(lintPartnerDelivery(webhooks('http://127.0.0.1:8080/hook'), false)).toEqual([
      { pointer: '/delivery/webhooks/0/url', message: expect.stringContaining('loopback address (127.0.0.1)') },
    ]);
    expect(lintPartnerDelivery(webhooks('http://crm.example.com/hook'), true)).toEqual([
      { pointer: '/delivery/webhooks/0/url', message: expect.stringContaining('must start with https://') },
    ]);
    expect(lintPartnerDelivery(webhooks('https://169.254.169.254/latest'), true)).toEqual([
      {
        pointer: '/delivery/webhooks/0/url',
        message: expect.stringContaining('metadata address (169.254.169.254), where webhooks are never sent'),
      },
    ]);
  });
});
