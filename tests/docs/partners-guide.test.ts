import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { partnerCopyDefaults } from '../../core/copy/partner-copy-defaults';
import { FONT_STACKS } from '../../core/theme/partner-theme';
import { stepFiles } from '../../core/generated/funnel-files';
import { checkPartnerFile } from '../../server/partners/load-partners';
import { ROOT } from '../helpers/read-funnel-files';
import schema from '../../schemas/partner.schema.json';

const guide = fs.readFileSync(path.join(ROOT, 'docs/PARTNERS.md'), 'utf8');
const jsonBlocks = [...guide.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1]!);

describe('docs/PARTNERS.md, the partner admins guide', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('has a template that passes the check as it stands', () => {
    const template = JSON.parse(jsonBlocks[0]!) as { slug: string };
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-'));
    const file = path.join(dir, `${template.slug}.json`);
    fs.writeFileSync(
      file,
      jsonBlocks[0]!.replace('"../schemas/partner.schema.json"', JSON.stringify(path.join(ROOT, 'schemas/partner.schema.json'))),
    );
    expect(checkPartnerFile(file).problems).toEqual([]);
  });

  it('has placeholder ids and a slug that no shipped partner file uses, so a copied template never clashes', () => {
    const template = JSON.parse(jsonBlocks[0]!) as { id: number; slug: string; locations: { id: number }[] };
    const shipped = fs
      .readdirSync(path.join(ROOT, 'partners'))
      .map((file) => JSON.parse(fs.readFileSync(path.join(ROOT, 'partners', file), 'utf8')) as typeof template);
    expect(shipped.map((partner) => partner.slug)).not.toContain(template.slug);
    expect(shipped.map((partner) => partner.id)).not.toContain(template.id);
    const depots = shipped.flatMap((partner) => partner.locations.map((location) => location.id));
    for (const location of template.locations) expect(depots).not.toContain(location.id);
  });

  it('its theme and copy examples pass the check inside a partner file', () => {
    const bayside = JSON.parse(fs.readFileSync(path.join(ROOT, 'partners/bayside-movers.json'), 'utf8')) as Record<string, unknown>;
    const fragments = jsonBlocks
      .filter((block) => /^"(theme|copy)"/.test(block.trim()))
      .map((block) => JSON.parse(`{${block}}`) as Record<string, unknown>);
    expect(fragments.map((f) => Object.keys(f)[0]).sort()).toEqual(['copy', 'theme']);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-'));
    const file = path.join(dir, 'bayside-movers.json');
    fs.writeFileSync(file, JSON.stringify(Object.assign(bayside, ...fragments), null, 2));
    expect(checkPartnerFile(file).problems).toEqual([]);
  });

  it('lists every text a partner may override, with its default', () => {
    for (const [key, text] of partnerCopyDefaults(Object.values(stepFiles)))
      expect(guide).toContain(`| \`${key}\` | ${text.replace(/\|/g, '\\|')} |`);
  });

  it('names every top-level field, every font and every message kind', () => {
    for (const field of Object.keys(schema.properties).filter((f) => f !== '$schema')) expect(guide).toContain(`| \`${field}\` |`);
    for (const font of Object.keys(FONT_STACKS)) expect(guide).toContain(`"${font}"`);
    for (const message of [
      'not valid JSON',
      'missing required field',
      'unknown field',
      'is not in the right form',
      'is not a valid web address',
      'is not allowed',
      'must equal the file name',
      'is already used by',
      'contrast of',
      'unknown copy key',
      'is not filled in for',
      'is below the 2-mover rate',
    ]) {
      expect(guide).toContain(message);
    }
  });

  it('is the guide the third example partner was made from: partners/harbor-hauling.json passes and has its own logo', () => {
    expect(checkPartnerFile(path.join(ROOT, 'partners/harbor-hauling.json')).problems).toEqual([]);
    expect(fs.readFileSync(path.join(ROOT, 'public/partners/harbor-hauling/logo.svg'), 'utf8')).toContain('<svg');
  });
});
