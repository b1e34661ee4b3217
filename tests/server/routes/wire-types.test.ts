/**
 * The routes type their bodies and answers from their schemas (docs/DECISIONS.md, "Typed routes"); the browser reads
 * them as core/booking-wire.ts and core/capacity/capacity-wire.ts name them. Type-level checks (tsc): each schema, as
 * the routes' type provider reads it, is the wire type the renderer uses.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type {
  SaveBookingRequest,
  SavedBooking,
  ServerBooking,
  SetupIntentReply,
  SetupIntentRequest,
  SuggestedLocation,
  UnserviceableRequest,
  VerifyPayNowRequest,
} from '../../../core/booking-wire';
import type { AvailabilityReply, HoldReply } from '../../../core/capacity/capacity-wire';
import type { partnerSchema } from '../../../core/generated/partner-schema';
import type { Refusal } from '../../../core/refusal';
import type { saveBookingBodySchema, unserviceableBodySchema } from '../../../server/routes/booking-body-schemas';
import type { availabilityReply, holdReply } from '../../../server/routes/capacity-routes';
import type { verifyPayNowBodySchema } from '../../../server/routes/pay-now-verify-route';
import type { bookingReply, messagesReply } from '../../../server/routes/reply-schemas';
import type { setupIntentAnswers, setupIntentBodySchema } from '../../../server/routes/setup-intent-route';
import type { AppTypeProvider } from '../../../server/routes/typed-routes';

/** A body as a route validated against `Schema` receives it. */
type Validated<Schema> = (AppTypeProvider & { schema: Schema })['validator'];
/** An answer as a route with the response schema `Schema` may send it. */
type Serialized<Schema> = (AppTypeProvider & { schema: Schema })['serializer'];

describe('the routes and the wire types say the same', () => {
  it('request bodies', () => {
    // Through `$ref: 'booking#'`, json-schema-to-ts reads the booking schema's own `#/definitions/…` (the depot) as
    // never: a route sees the booking as a narrower type than the browser sends, never a wider one.
    expectTypeOf<Validated<typeof saveBookingBodySchema>>().toExtend<SaveBookingRequest<SavedBooking>>();
    expectTypeOf<keyof Validated<typeof saveBookingBodySchema>['booking']>().toEqualTypeOf<keyof SavedBooking>();
    expectTypeOf<Validated<typeof unserviceableBodySchema>>().toExtend<UnserviceableRequest<SavedBooking>>();
    expectTypeOf<Validated<typeof verifyPayNowBodySchema>>().toEqualTypeOf<VerifyPayNowRequest>();
    expectTypeOf<Validated<typeof setupIntentBodySchema>>().toEqualTypeOf<SetupIntentRequest | null>();
  });

  it('answers', () => {
    expectTypeOf<Serialized<(typeof setupIntentAnswers)[200]>>().toEqualTypeOf<SetupIntentReply>();
    expectTypeOf<AvailabilityReply>().toExtend<Serialized<typeof availabilityReply>>();
    expectTypeOf<Serialized<typeof holdReply>>().toEqualTypeOf<HoldReply>();
    expectTypeOf<Serialized<typeof partnerSchema.definitions.location>>().toEqualTypeOf<SuggestedLocation>();
    expectTypeOf<ServerBooking>().toExtend<Serialized<typeof bookingReply>>();
    expectTypeOf<Omit<Refusal, 'status'> & { booking?: ServerBooking }>().toExtend<Serialized<typeof messagesReply>>();
  });
});
