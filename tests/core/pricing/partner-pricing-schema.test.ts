import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATES } from '../../../core/pricing/default-rates';
import { estimateBooking } from '../../../core/pricing/estimate-booking';
import type { PartnerPricing } from '../../../core/pricing/partner-pricing';
import schema from '../../../schemas/partner-pricing.schema.json';

const validate = new Ajv({ strict: true, allErrors: true }).compile(schema);

type SchemaNode = { description?: string; default?: unknown; properties?: Record<string, SchemaNode | boolean> };

/** Every property schema in the file with its dotted path (then/else `false` entries skipped). */
function propertiesOf(node: SchemaNode, path: string[] = []): Array<[string[], SchemaNode]> {
  return Object.entries(node.properties ?? {}).flatMap(([key, child]) =>
    typeof child === 'boolean' ? [] : [[[...path, key], child] as [string[], SchemaNode], ...propertiesOf(child, [...path, key])],
  );
}
const allProperties = [...propertiesOf(schema as SchemaNode), ...propertiesOf(schema.definitions.crewRates as SchemaNode, ['crewRates'])];

function defaultAt(path: string[]): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], DEFAULT_RATES);
}

describe('partner-pricing.schema.json', () => {
  it('describes every property for partner admins', () => {
    const undescribed = allProperties.filter(([, node]) => !node.description?.trim()).map(([path]) => path.join('.'));
    expect(undescribed).toEqual([]);
  });

  it('has the same fields as the resolved rates', () => {
    expect(Object.keys(schema.properties).sort()).toEqual(Object.keys(DEFAULT_RATES).sort());
    for (const group of ['travel', 'itemFees', 'stairs', 'longCarry', 'laborOnly'] as const) {
      expect(Object.keys(schema.properties[group].properties).sort()).toEqual(Object.keys(DEFAULT_RATES[group]).sort());
    }
  });

  it('documents the defaults of core/pricing/default-rates.ts, in `default` and in the description', () => {
    const leaves = allProperties.filter(([path, node]) => path[0] !== 'crewRates' && node.default !== undefined);
    expect(leaves.length).toBeGreaterThan(20);
    for (const [path, node] of leaves) {
      const expected = defaultAt(path);
      // travel's default omits minutesPerMile: it is forbidden next to charge 'mileage'.
      if (path.join('.') === 'travel') expect({ ...(expected as object), minutesPerMile: undefined }).toMatchObject(node.default as object);
      else expect([path.join('.'), node.default]).toEqual([path.join('.'), expected]);
      if (typeof expected !== 'object') expect(node.description).toContain(`Default: ${JSON.stringify(expected)}.`);
    }
  });

  it('accepts the defaults themselves, except the unused travel minutes', () => {
    const { minutesPerMile: _unused, ...travel } = DEFAULT_RATES.travel;
    expect(validate({ ...DEFAULT_RATES, travel })).toBe(true);
  });

  it.each<[string, unknown, string | null]>([
    ['nothing at all', {}, null],
    ['travel time', { travel: { charge: 'time', minutesPerMile: 3, freeMiles: 0 } }, null],
    ['rates with cents', { hourlyRates: { '2': 139.99, '3': 189.5, '4': 239 } }, null],
    ['an unknown field', { hourlyRate: 139 }, ''],
    ['a crew size we do not send', { hourlyRates: { '2': 1, '3': 2, '4': 3, '5': 4 } }, '/hourlyRates'],
    ['a missing crew size', { laborOnly: { hourlyRates: { '2': 1, '3': 2 } } }, '/laborOnly/hourlyRates'],
    ['a zero hourly rate', { hourlyRates: { '2': 0, '3': 2, '4': 3 } }, '/hourlyRates/2'],
    ['a negative fee', { truckFee: -1 }, '/truckFee'],
    ['a fee as text', { itemFees: { grandPianos: '400' } }, '/itemFees/grandPianos'],
    ['an item fee without its amount', { itemFees: { bedrooms: { when: {} } } }, '/itemFees/bedrooms'],
    [
      'a flat fee, a fee on an answer and a fee per count',
      {
        fees: {
          fuel: { label: 'Fuel', amount: 25 },
          packing: { label: 'Packing', amount: 150, answer: 'packing' },
          boxes: { label: 'Boxes', perUnit: 3, count: 'packingBoxes' },
        },
      },
      null,
    ],
    ['a fee without its amount', { fees: { fuel: { label: 'Fuel' } } }, '/fees/fuel'],
    ['a fee without its label', { fees: { fuel: { amount: 25 } } }, '/fees/fuel'],
    ['a fee per unit without its count', { fees: { boxes: { label: 'Boxes', perUnit: 3 } } }, '/fees/boxes'],
    [
      'a fee both flat and per unit',
      { fees: { boxes: { label: 'Boxes', amount: 1, perUnit: 3, count: 'packingBoxes' } } },
      '/fees/boxes/amount',
    ],
    ['an unknown key in a fee', { fees: { fuel: { label: 'Fuel', amount: 25, per: 'move' } } }, '/fees/fuel'],
    ['an unknown travel charge', { travel: { charge: 'km' } }, '/travel/charge'],
    ['minutes per mile with mileage', { travel: { minutesPerMile: 2 } }, '/travel/minutesPerMile'],
    ['a rate per mile with travel time', { travel: { charge: 'time', ratePerMile: 2 } }, '/travel/ratePerMile'],
    ['more than a day of minimum hours', { minimumHours: 25 }, '/minimumHours'],
  ])('%s', (_name, pricing, errorPath) => {
    expect(validate(pricing)).toBe(errorPath === null);
    if (errorPath !== null) expect(validate.errors?.map((error) => error.instancePath)).toContain(errorPath);
  });

  it('accepts the pricing example of docs/PARTNERS.md, whose worked estimate is right', () => {
    const doc = readFileSync(new URL('../../../docs/PARTNERS.md', import.meta.url), 'utf8');
    // The guide's JSON block that is a `pricing` object on its own.
    const example = JSON.parse(/```json\n(\{\n {2}"pricing"[\s\S]*?)```/.exec(doc)![1]!) as { pricing: PartnerPricing };
    expect(validate(example.pricing)).toBe(true);
    const estimate = estimateBooking(
      {
        serviceType: 'full_service',
        ...{ bedrooms: 1, bathrooms: 1, livingRooms: 1, kitchens: 1 },
        originFloors: 3,
        originElevator: false,
        originDistanceToTruck: 50,
        originSquareFootage: 750,
        destinationFloors: 1,
        destinationElevator: true,
        destinationDistanceToTruck: 50,
        distance: 45,
        grandPianos: 1,
      },
      example.pricing,
    );
    expect(estimate?.total).toBe(1464.5);
    expect(doc).toContain('**$1,464.50**');
  });
});
