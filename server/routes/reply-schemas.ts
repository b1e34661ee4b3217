/**
 * The answers the routes share, as response schemas (docs/DECISIONS.md, "Typed routes"): every route names one per
 * status it answers, built from these. Fastify serializes a JSON answer with its schema and drops what the schema
 * does not name, so each shape is complete: the wire types of core/booking-wire.ts and core/refusal.ts, and the
 * booking (whose fields are schemas/booking.schema.json's) open.
 */

/** A booking as the browser receives it (core/booking-wire.ts ServerBooking): the booking schema's fields, sent as they are. */
export const bookingReply = {
  type: 'object',
  description: 'A booking (schemas/booking.schema.json), with reference, revision, syncedAt and hold set by the server.',
  additionalProperties: true,
} as const;

/**
 * The API's one error body (`{ messages }`, docs/FUNNEL.md#errors) and what a refusal adds (core/refusal.ts: the step
 * and its path, the server's unserviceable reason; a 409's current booking; a card check's SetupIntent status).
 */
export const messagesReply = {
  type: 'object',
  required: ['messages'],
  additionalProperties: false,
  properties: {
    messages: { type: 'array', items: { type: 'string' } },
    step: { type: 'string' },
    path: { type: 'string' },
    unserviceableReason: { type: ['string', 'null'] },
    booking: bookingReply,
    setupIntentStatus: { type: 'string' },
  },
} as const;

/** A page of HTML (text/html): sent as it is, never serialized. */
export const htmlPage = { type: 'string', description: 'An HTML page (text/html).' } as const;

/** A file or text sent as it is (a script, an image, a report). */
export const rawBody = { type: 'string', description: 'The body as sent, never serialized.' } as const;

/** A redirect (303 See Other, 302 Found): the Location header, no body. */
export const redirect = { type: 'null', description: 'A redirect: the Location header says where.' } as const;

/**
 * What any /api/v1 call may answer besides its own results: a body the schema or the guards refuse (400, 413, 415,
 * 422), no session or CSRF token (403), the partner header naming none (404), past a rate limit (429), a failure
 * (500) or the database away (503).
 */
export const API_REFUSALS = {
  400: messagesReply,
  403: messagesReply,
  404: messagesReply,
  413: messagesReply,
  415: messagesReply,
  422: messagesReply,
  429: messagesReply,
  500: messagesReply,
  503: messagesReply,
} as const;

/** What any page may answer besides its own: not found (404), past a rate limit (429), a failure (500) or the database away (503). */
export const PAGE_REFUSALS = { 404: htmlPage, 429: htmlPage, 500: htmlPage, 503: htmlPage } as const;

/** The params of a partner's pages: `/partners/:slug/…`. */
export const slugParams = { type: 'object', required: ['slug'], properties: { slug: { type: 'string' } } } as const;

/** The params of a customer's link: `/partners/:slug/<purpose>/:token`. */
export const linkParams = {
  type: 'object',
  required: ['slug', 'token'],
  properties: { slug: { type: 'string' }, token: { type: 'string' } },
} as const;

/**
 * A page's POST refused before its handler (the cross-site guard's `{ messages }`, server/security/cross-site-guard.ts)
 * or by the handler's own page.
 */
export const pagePostRefused = {
  content: { 'application/json': { schema: messagesReply }, 'text/html': { schema: htmlPage } },
} as const;
