import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { ROOT, readJson } from '../helpers/read-funnel-files';

type Node = Record<string, unknown>;
const schema = readJson<Node>('schemas/partner.schema.json');
const ajv = new Ajv({ allErrors: true, strict: true });
addFormats(ajv);
// `pricing` is `$ref: "partner-pricing"` (tests/core/pricing/partner-pricing-schema.test.ts checks that schema).
ajv.addSchema(readJson<Node>('schemas/partner-pricing.schema.json'));
const validate = ajv.compile(schema);

/** Every object schema under the partner schema, with its pointer. */
function objectNodes(node: unknown, pointer = ''): Array<[string, Node]> {
  if (!node || typeof node !== 'object') return [];
  const found: Array<[string, Node]> = [];
  const n = node as Node;
  if (n.type === 'object') found.push([pointer, n]);
  for (const [key, child] of Object.entries(n)) {
    if (child && typeof child === 'object') found.push(...objectNodes(child, `${pointer}/${key}`));
  }
  return found;
}

describe('partner.schema.json', () => {
  // The open objects, each a map with typed values: `copy` (its keys are the texts of the step files, checked by
  // core/check/lint-partner-copy.ts) and a webhook's `enumMaps` with each `map` (their keys are checked against the
  // CRM format by npm run check).
  const OPEN_OBJECTS = [
    '/properties/copy',
    '/definitions/webhook/properties/enumMaps',
    '/definitions/webhook/properties/enumMaps/additionalProperties/properties/map',
  ];

  it.each(OPEN_OBJECTS)('%s is a map of typed values', (pointer) => {
    const node = objectNodes(schema).find(([found]) => found === pointer)?.[1];
    expect(node?.additionalProperties).toMatchObject(expect.any(Object));
  });

  it.each(objectNodes(schema).filter(([pointer]) => !OPEN_OBJECTS.includes(pointer)))('%s refuses unknown keys and describes every property', (_pointer, node) => {
    expect(node.additionalProperties).toBe(false);
    for (const [key, property] of Object.entries(node.properties as Record<string, Node>)) {
      expect(typeof property.description, key).toBe('string');
    }
  });

  it('copy holds texts only, described for admins', () => {
    const copy = (schema.properties as Record<string, Node>).copy!;
    expect(copy.additionalProperties).toMatchObject({ type: 'string', minLength: 1 });
    expect(typeof copy.description).toBe('string');
  });

  it('has docs/FUNNEL.md#screens-and-routes fields plus badges, About, depots, and the optional changesCutoffHours, theme, copy, pricing, delivery, capacity and embed, and a time zone (docs/PARTNERS.md)', () => {
    expect(Object.keys(schema.properties as Node)).toEqual([
      '$schema', 'id', 'slug', 'name', 'logo', 'phone', 'website', 'state', 'maxDistance', 'laborOnlyMoves',
      'submissionRedirectUrl', 'changesCutoffHours', 'payment', 'theme', 'badges', 'about', 'locations', 'copy', 'pricing', 'delivery', 'capacity', 'timeZone', 'embed', 'licenses', 'contact', 'insights',
    ]);
    for (const optional of ['submissionRedirectUrl', 'changesCutoffHours', 'payment', 'payment', 'theme', 'copy', 'pricing', 'delivery', 'capacity', 'embed', 'licenses', 'contact', 'insights']) expect(schema.required).not.toContain(optional);
  });

  it.each([
    ['#0b3d91', true],
    ['#ABC', true],
    ['0b3d91', false],
    ['navy', false],
    ['#0b3d9', false],
  ])('theme colour %s valid: %s (hex)', (primary, ok) => {
    const partner = { ...readJson<Node>('partners/bayside-movers.json'), theme: { primary, accent: '#0f766e' } };
    expect(validate(partner)).toBe(ok);
  });

  it.each([
    ['+14155550123', true],
    ['+1415555012', false],
    ['(415) 555-0123', false],
    ['+44155550123', false],
  ])('phone %s valid: %s (docs/FUNNEL.md#validation: plus, one digit, ten digits)', (phone, ok) => {
    const partner = { ...readJson<Node>('partners/bayside-movers.json'), phone };
    expect(validate(partner)).toBe(ok);
  });
});

// docs/PARTNERS.md: the demo partners and their facts from docs/FUNNEL.md#screens-and-routes.
describe.each([
  ['bayside-movers', 'CA', true, '8000+ five-star reviews', false],
  ['summit-moving', 'CO', false, '1000+ five-star reviews', true],
])('partners/%s.json', (slug, state, laborOnlyMoves, reviews, redirect) => {
  const partner = readJson<Node & { badges: Node[]; logo: string; about: Node; locations: Node[] }>(`partners/${slug}.json`);

  it('matches the partner schema', () => {
    expect(validate(partner), JSON.stringify(validate.errors)).toBe(true);
    expect(partner.$schema).toBe('../schemas/partner.schema.json');
  });

  it(`serves ${state}, labor-only ${laborOnlyMoves}, submission redirect ${redirect}`, () => {
    expect([partner.slug, partner.state, partner.laborOnlyMoves, 'submissionRedirectUrl' in partner]).toEqual([slug, state, laborOnlyMoves, redirect]);
  });

  it(`shows a 4.5 of 5 rating badge for ${reviews}`, () => {
    expect(partner.badges).toContainEqual(expect.objectContaining({ type: 'rating', label: reviews, value: '4.5', outOf: 5 }));
  });

  it('has its logo and About image under public/ and depots in its state', () => {
    expect(fs.existsSync(path.join(ROOT, 'public', partner.logo))).toBe(true);
    expect(fs.existsSync(path.join(ROOT, 'public', String(partner.about.image)))).toBe(true);
    expect(partner.locations.length).toBeGreaterThan(0);
    for (const location of partner.locations) expect(location.state).toBe(state);
  });
});

it('bayside-movers carries the A+ accreditation', () => {
  const badges = readJson<{ badges: Node[] }>('partners/bayside-movers.json').badges;
  expect(badges).toContainEqual(expect.objectContaining({ type: 'accreditation', value: 'A+' }));
});
