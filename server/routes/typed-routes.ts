/**
 * The routes' type provider (docs/DECISIONS.md, "Typed routes"): a route's `schema` (params, querystring, body and
 * `response` per status, `as const`) is the one statement of what it takes and answers, and TypeScript reads the
 * request's and the reply's types from it (@fastify/type-provider-json-schema-to-ts). A body that names the booking
 * (`$ref: 'booking#'`) is typed from schemas/booking.schema.json as core/booking.ts types it.
 */
import type {
  FastifyPluginAsync,
  FastifyPluginCallback,
  FastifyRequest,
  FastifySchema,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { bookingSchema } from '../../core/generated/booking-schema';

export type AppTypeProvider = JsonSchemaToTsProvider<{
  ValidatorSchemaOptions: { references: [typeof bookingSchema]; keepDefaultedPropertiesOptional: true };
}>;

/** A plugin of routes: its handlers' requests and replies are typed from their schemas. */
export type RoutePlugin<Options extends object = Record<never, never>> = FastifyPluginAsync<Options, RawServerDefault, AppTypeProvider>;

/** The same, for a plugin that calls `done` (no awaits while it registers). */
export type RoutePluginCallback<Options extends object = Record<never, never>> = FastifyPluginCallback<
  Options,
  RawServerDefault,
  AppTypeProvider
>;

/** A request as a route with this schema receives it, for the helpers its handlers share. */
export type TypedRequest<Schema extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  Schema,
  AppTypeProvider
>;
