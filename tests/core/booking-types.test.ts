import { describe, expectTypeOf, it } from 'vitest';
import type { Booking } from '../../core/booking';
import type { Partner } from '../../core/partner';

// Type-level checks (tsc): the types come from the JSON schemas through json-schema-to-ts.
describe('Booking and Partner types', () => {
  it('Booking follows booking.schema.json', () => {
    expectTypeOf<Booking['serviceType']>().toEqualTypeOf<'full_service' | 'labor_only' | null | undefined>();
    expectTypeOf<Booking['originElevator']>().toEqualTypeOf<boolean | null | undefined>();
    expectTypeOf<Booking['contactPreference']>().toEqualTypeOf<('call' | 'text' | 'email' | 'online')[] | undefined>();
  });

  it('Partner follows partner.schema.json', () => {
    expectTypeOf<Partner['laborOnlyMoves']>().toEqualTypeOf<boolean>();
    expectTypeOf<Partner['maxDistance']>().toEqualTypeOf<number>();
    expectTypeOf<Partner['submissionRedirectUrl']>().toEqualTypeOf<string | undefined>();
  });
});
