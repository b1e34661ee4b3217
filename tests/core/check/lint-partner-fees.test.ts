import { describe, expect, it } from 'vitest';
import type { SchemaNode } from '../../../core/check/schema-at-path';
import { lintPartnerFees } from '../../../core/check/lint-partner-fees';
import { countFields } from '../../../core/count-fields';
import { funnelDefinition } from '../../../core/flow/funnel-definition';
import { bookingSchema } from '../../../core/generated/booking-schema';
import { yesNoFields } from '../../../core/yes-no-fields';
import partnerSchema from '../../../schemas/partner.schema.json';

const FIELDS = {
  countFields: countFields(funnelDefinition, bookingSchema),
  yesNoFields: yesNoFields(funnelDefinition),
  bookingSchema: bookingSchema as unknown as SchemaNode,
  partnerSchema: partnerSchema as SchemaNode,
};
const pointers = (pricing: Record<string, unknown>) => lintPartnerFees(pricing, FIELDS, () => false).map((p) => p.pointer);

describe('npm run check on pricing.fees and pricing.itemFees', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['a flat fee', { fees: { fuel: { label: 'Fuel', amount: 25 } } }, []],
    ['a fee on a yes/no answer', { fees: { elevator: { label: 'Elevator', amount: 25, answer: 'originElevator' } } }, []],
    ['a fee on an answer no step asks yes/no', { fees: { x: { label: 'X', amount: 25, answer: 'bedrooms' } } }, ['/pricing/fees/x/answer']],
    ['a fee per count', { fees: { beds: { label: 'Beds', perUnit: 5, count: 'bedrooms' } } }, []],
    ['a fee per unknown count', { fees: { tubs: { label: 'Tubs', perUnit: 5, count: 'hotTubs' } } }, ['/pricing/fees/tubs/count']],
    [
      'a condition on the depot, the partner and serviceability',
      {
        fees: {
          fuel: {
            label: 'Fuel',
            amount: 25,
            when: {
              all: [
                { scope: 'location.city', schema: { const: 'Seattle' } },
                { scope: 'partner.state', schema: { const: 'WA' } },
                { scope: 'serviceability.serviceable', schema: { const: true } },
              ],
            },
          },
        },
      },
      [],
    ],
    [
      'a condition naming nothing',
      { fees: { fuel: { label: 'Fuel', amount: 25, when: { scope: 'partner.nothing', schema: { const: 1 } } } } },
      ['/pricing/fees/fuel/when/scope'],
    ],
    [
      'a condition with a value the field cannot hold',
      { fees: { f: { label: 'F', amount: 1, when: { scope: 'booking.serviceType', schema: { const: 'full' } } } } },
      ['/pricing/fees/f/when/schema/const'],
    ],
    [
      "an item fee's condition",
      { itemFees: { grandPianos: { perUnit: 1, when: { scope: 'booking.nothing', schema: { const: true } } } } },
      ['/pricing/itemFees/grandPianos/when/scope'],
    ],
  ])('%s', (_case, pricing, expected) => {
    expect(pointers(pricing)).toEqual(expected);
  });
});
