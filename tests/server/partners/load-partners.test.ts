import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkNewPartnerFile, checkPartnerFile, loadPartners } from '../../../server/partners/load-partners';
import { ROOT } from '../../helpers/read-funnel-files';

const fixture = (name: string) => path.join(ROOT, 'tests/fixtures/partners', `${name}.json`);

// Partner negative fixtures (docs/PARTNERS.md): each mistake gives one message with file, line and pointer.
const FIXTURES: Array<[name: string, line: number, pointer: string, message: RegExp]> = [
  ['unknown-key', 10, '/colour', /unknown field "colour"; allowed: \$schema, id, slug, name, logo, phone, website, state, maxDistance/],
  ['missing-phone', 1, '/', /missing required field "phone": .*\+1 and ten digits, e\.g\. \+14155550123/],
  ['bad-phone', 7, '/phone', /the text "\(415\) 555-0123" is not in the right form\. Allowed: .*\+1 and ten digits, e\.g\. \+14155550123/],
  ['bad-url', 8, '/website', /"www\.baysidemovers\.example\.com" is not a valid web address\. Allowed: .*https:\/\//],
  ['bad-depot', 52, '/locations/1/zip', /"9511" is not in the right form\. Allowed: Five-digit ZIP code/],
  ['wrong-slug', 4, '/slug', /slug "bayside-movers" must equal the file name "wrong-slug"/],
  ['broken-json', 11, '/', /not valid JSON.*comma missing/],
  // Theme contrast (WCAG 2.2 AA), copy keys and pricing order: beyond the schema, still with line and field.
  ['bad-contrast', 12, '/theme/primary', /^contrast of the primary colour \(#f97316\) as link text on white \(#ffffff\) is 2\.80:1, below the 4\.5:1 WCAG 2\.2 AA/],
  ['bad-contrast', 12, '/theme/accent', /^contrast of white text \(#ffffff\) on the accent colour \(#777777\), as on completed steps is 4\.47:1, below the 4\.5:1/],
  ['bad-theme', 12, '/theme/primary', /the text "navy" is not in the right form\. Allowed: Main brand colour as a hex code/],
  ['bad-theme', 12, '/theme/font', /the text "comic-sans" is not allowed; allowed: "system", "helvetica"/],
  ['bad-theme', 12, '/theme', /missing required field "accent"/],
  ['unknown-copy-key', 59, '/copy/landing.headline', /^unknown copy key "landing\.headline"; the texts of "landing" are: "landing\.heading", "landing\.submit", "landing\.consent", "landing\.smsConsent"$/],
  ['unknown-copy-key', 60, '/copy/processing.message', /^"\{firstName\}" is not filled in for "processing\.message"; this text takes no \{placeholders\}$/],
  ['bad-pricing', 62, '/pricing/hourlyRates', /the 3-mover rate \(139\) is below the 2-mover rate \(149\)/],
  ['bad-pricing', 63, '/pricing/truckFee', /must be a number, not the text "125"/],
  // Capacity: the time zone is checked against the runtime's list, the rest by the schema.
  ['bad-capacity', 62, '/capacity/timeZone', /^unknown time zone "America\/San_Francisco"; use an IANA name such as "America\/Los_Angeles"/],
  ['bad-capacity', 64, '/capacity/crews/default/afternoon', /^must be at least 0, not -1\. Allowed: Crews that can start in the afternoon/],
  ['bad-capacity', 65, '/capacity/crews/sunday', /^unknown field "sunday"; allowed: default, mon, tue, wed, thu, fri, sat, sun$/],
  ['bad-capacity', 67, '/capacity/blackouts/1', /^the text "2027-02-30" is not a valid date \(YYYY-MM-DD\)/],
  ['bad-capacity', 69, '/capacity/priceRules/0/weekdays/1', /^the text "saturday" is not allowed; allowed: "mon", "tue"/],
  ['bad-capacity', 70, '/capacity/priceRules/1', /^a price rule needs at least one of "weekdays", "months" or "lastDaysOfMonth"/],
];

describe('checkPartnerFile', () => {
  it.each(FIXTURES)('%s.json: line %i, %s', (name, line, pointer, message) => {
    const { partner, problems } = checkPartnerFile(fixture(name));
    expect(partner).toBeUndefined();
    const prefix = `tests/fixtures/partners/${name}.json:${line}: ${pointer}: `;
    const found = problems.find((p) => p.startsWith(prefix));
    expect(found, problems.join('\n')).toBeDefined();
    expect(found!.slice(prefix.length)).toMatch(message);
  });

  it('reports one line per mistake, in file order', () => {
    const { problems } = checkPartnerFile(fixture('bad-depot'));
    expect(problems).toEqual([
      expect.stringMatching(/^tests\/fixtures\/partners\/bad-depot\.json:52: \/locations\/1\/zip: /),
      expect.stringMatching(/^tests\/fixtures\/partners\/bad-depot\.json:53: \/locations\/1\/lat: must be a number, not the text "37\.3655"/),
    ]);
  });

  it('tells a contrast problem once per pair: a failing link colour hides the tint pair, which says the same', () => {
    const { problems } = checkPartnerFile(fixture('bad-contrast'));
    expect(problems).toHaveLength(2);
  });

  // Every partner file shipped, read from the folder: a new partner is checked with no edit here.
  const shipped = fs
    .readdirSync(path.join(ROOT, 'partners'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''));
  it.each(shipped)('accepts partners/%s.json', (slug) => {
    const { partner, problems } = checkPartnerFile(path.join(ROOT, 'partners', `${slug}.json`));
    expect(problems).toEqual([]);
    expect(partner?.slug).toBe(slug);
  });
});

describe('loadPartners', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('loads every partner file of partners/, each under its file name, with the values its file gives', () => {
    const { partners, problems } = loadPartners(path.join(ROOT, 'partners'));
    expect(problems).toEqual([]);
    const files = fs.readdirSync(path.join(ROOT, 'partners')).filter((file) => file.endsWith('.json'));
    expect(partners.map((p) => `${p.slug}.json`).sort()).toEqual(files.sort());
    for (const partner of partners) {
      const file = JSON.parse(fs.readFileSync(path.join(ROOT, 'partners', `${partner.slug}.json`), 'utf8')) as Record<string, unknown>;
      expect([partner.state, partner.laborOnlyMoves ?? false], partner.slug).toEqual([file.state, file.laborOnlyMoves ?? false]);
    }
  });

  it('refuses a second partner with the same id or depot id, and keeps the valid one', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'partners-'));
    const bayside = JSON.parse(fs.readFileSync(path.join(ROOT, 'partners/bayside-movers.json'), 'utf8'));
    fs.writeFileSync(path.join(dir, 'bayside-movers.json'), JSON.stringify(bayside, null, 2));
    fs.writeFileSync(path.join(dir, 'copycat.json'), JSON.stringify({ ...bayside, slug: 'copycat' }, null, 2));
    const { partners, problems } = loadPartners(dir);
    expect(partners.map((p) => p.slug)).toEqual(['bayside-movers']);
    expect(problems).toEqual([
      expect.stringMatching(/copycat\.json:3: \/id: id 1 is already used by .*bayside-movers\.json; each partner needs its own id: the next free one is 2$/),
      expect.stringMatching(/copycat\.json:\d+: \/locations\/0\/id: depot id 101 is already used by .*bayside-movers\.json\/locations\/0\/id/),
      expect.stringMatching(/copycat\.json:\d+: \/locations\/1\/id: depot id 102 is already used/),
    ]);
  });

  it('skips an invalid file and reports it', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'partners-'));
    fs.copyFileSync(fixture('bad-phone'), path.join(dir, 'bad-phone.json'));
    fs.copyFileSync(path.join(ROOT, 'partners/summit-moving.json'), path.join(dir, 'summit-moving.json'));
    const { partners, problems } = loadPartners(dir);
    expect(partners.map((p) => p.slug)).toEqual(['summit-moving']);
    expect(problems).toEqual([expect.stringMatching(/bad-phone\.json:7: \/phone: /)]);
  });

  it('a depot id used twice in one file is reported too', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'partners-'));
    const bayside = JSON.parse(fs.readFileSync(path.join(ROOT, 'partners/bayside-movers.json'), 'utf8'));
    bayside.locations[1].id = bayside.locations[0].id;
    fs.writeFileSync(path.join(dir, 'bayside-movers.json'), JSON.stringify(bayside, null, 2));
    expect(loadPartners(dir).problems).toEqual([
      expect.stringMatching(/\/locations\/1\/id: depot id 101 is already used by another depot of this file; .*next free one is 102$/),
    ]);
  });
});

describe('checkNewPartnerFile (npm run check -- partners/one.json)', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it("blames the new file for a clash even when it sorts first, and suggests the next free ids", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'partners-'));
    fs.cpSync(path.join(ROOT, 'partners'), dir, { recursive: true });
    const harbor = JSON.parse(fs.readFileSync(path.join(dir, 'harbor-hauling.json'), 'utf8'));
    const newcomer = path.join(dir, 'acme-movers.json');
    fs.writeFileSync(newcomer, JSON.stringify({ ...harbor, slug: 'acme-movers' }, null, 2));
    const existing = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json') && f !== 'acme-movers.json')
      .map((f) => JSON.parse(fs.readFileSync(path.join(dir!, f), 'utf8')) as { id: number; locations: Array<{ id: number }> });
    const maxDepot = Math.max(...existing.flatMap((partner) => partner.locations.map((l) => l.id)));
    const nextId = Math.max(...existing.map((partner) => partner.id)) + 1;
    const problems = checkNewPartnerFile(newcomer, dir);
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(`acme-movers\\.json:3: /id: id ${harbor.id} is already used by .*harbor-hauling\\.json; each partner needs its own id: the next free one is ${nextId}$`),
      ),
      expect.stringMatching(
        new RegExp(`acme-movers\\.json:\\d+: /locations/0/id: depot id 301 is already used by .*harbor-hauling\\.json/locations/0/id; .*the next free one is ${maxDepot + 1}$`),
      ),
      expect.stringMatching(/acme-movers\.json:\d+: \/locations\/1\/id: depot id 302 is already used by .*harbor-hauling\.json\/locations\/1\/id/),
    ]);
    // The full check still loads the existing files cleanly; only the newcomer is refused.
    expect(checkNewPartnerFile(path.join(dir, 'harbor-hauling.json'), dir).some((line) => line.includes('already used'))).toBe(true);
  });

  it('passes a file whose ids are free', () => {
    expect(checkNewPartnerFile(path.join(ROOT, 'partners/summit-moving.json'), path.join(ROOT, 'partners'), { publicDir: path.join(ROOT, 'public') })).toEqual([]);
  });
});

describe('logo and About picture files', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('reports a logo or about.image under public/ that names no file, with its line', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'partners-'));
    const summit = JSON.parse(fs.readFileSync(path.join(ROOT, 'partners/summit-moving.json'), 'utf8'));
    summit.logo = '/partners/summit-moving/logo.png';
    summit.about.image = '/partners/summit-moving/../../../etc/passwd';
    const file = path.join(dir, 'summit-moving.json');
    fs.writeFileSync(file, JSON.stringify(summit, null, 2));
    const { problems } = checkPartnerFile(file, { publicDir: path.join(ROOT, 'public') });
    expect(problems).toEqual([
      expect.stringMatching(/summit-moving\.json:6: \/logo: "\/partners\/summit-moving\/logo\.png" names no file under public\/ .*add the file there or give an https:\/\/ address$/),
      expect.stringMatching(/summit-moving\.json:\d+: \/about\/image: ".*etc\/passwd" names no file under public\//),
    ]);
  });

  it('accepts https addresses and the demo partners\' files', () => {
    const { problems } = loadPartners(path.join(ROOT, 'partners'), { publicDir: path.join(ROOT, 'public') });
    expect(problems).toEqual([]);
  });
});
