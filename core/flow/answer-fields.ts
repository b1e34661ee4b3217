import { nonNullType, type JsonSchema } from '../json-schema';

// Set by the server or by the funnel itself; a link must not forge them.
const NOT_FROM_QUERY = new Set([
  'revision',
  'reference',
  'syncedAt',
  'currentStep',
  'conversionType',
  'unserviceableReason',
  'estimate',
  'pricingSections',
  'distance',
  'location',
  'locationId',
  'termsAccepted',
  'termsAcceptedAt',
  'moveDateChosen',
  // Consent is given by the customer's own tick and submit, never by a link (docs/DECISIONS.md, "Consent as data").
  'smsOptIn',
  'messagesStopped',
  'consent',
]);

/** The types a query string value can be read as (merge-query-into-booking.ts); objects never come from a link. */
const QUERY_TYPES = new Set(['string', 'integer', 'number', 'boolean', 'array']);

/** Whether a link's query may set this booking property: not the server's or the funnel's own, and of a type a query carries. */
export function queryMaySet(name: string, schema: JsonSchema): boolean {
  return !NOT_FROM_QUERY.has(name) && QUERY_TYPES.has(nonNullType(schema) ?? '');
}

/**
 * The booking properties the precompiled validator checks (scripts/generate.ts): those a step asks for and those a
 * link may set, the only values it is given (validate-step.ts, merge-query-into-booking.ts). Not what the server
 * alone writes (the estimate, payment terms, consent record...), which no browser validates: ~4 KB gzip less on the landing page.
 */
export function answerFields(properties: Record<string, JsonSchema>, stepFields: ReadonlySet<string>): string[] {
  return Object.keys(properties).filter((name) => stepFields.has(name) || queryMaySet(name, properties[name]!));
}
