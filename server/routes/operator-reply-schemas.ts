/**
 * What `npm run deliveries` and `npm run insights` read from the operator routes (./operator-routes.ts,
 * ./insights-operator-route.ts), as response schemas: the shapes of server/delivery/outbox/list-deliveries.ts,
 * server/delivery/operator/ and core/insights/insights-report.ts.
 */
import { messagesReply } from './reply-schemas';

const nullableText = { type: ['string', 'null'] } as const;

/** server/delivery/outbox/list-deliveries.ts DeliveryListing. */
const deliveryListing = {
  type: 'object',
  additionalProperties: false,
  required: [
    'eventId',
    'createdAt',
    'reference',
    'type',
    'partner',
    'channel',
    'target',
    'status',
    'attempts',
    'nextAttemptAt',
    'lastError',
    'replayedAt',
  ],
  properties: {
    eventId: { type: 'string' },
    createdAt: { type: 'string' },
    reference: nullableText,
    type: { type: 'string' },
    partner: { type: 'string' },
    channel: { type: 'string' },
    target: { type: 'string' },
    status: { type: 'string' },
    attempts: { type: 'integer' },
    nextAttemptAt: nullableText,
    lastError: nullableText,
    replayedAt: nullableText,
  },
} as const;

export const deliveryListings = { type: 'array', items: deliveryListing } as const;

/** server/delivery/operator/bodies-as-sent.ts BodyAsSent. */
export const bodiesAsSentReply = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['eventId', 'type', 'endpoint', 'body'],
    properties: { eventId: { type: 'string' }, type: { type: 'string' }, endpoint: { type: 'string' }, body: { type: 'string' } },
  },
} as const;

/** server/delivery/operator/send-test-event.ts TestAnswer. */
export const testAnswers = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['endpoint', 'answer'],
    properties: { endpoint: { type: 'string' }, answer: { type: 'string' } },
  },
} as const;

/** core/insights/insights-report.ts InsightsReport: read by `npm run insights` as it is, so sent whole. */
export const insightsReportReply = {
  type: 'object',
  description: 'An insights report (core/insights/insights-report.ts).',
  additionalProperties: true,
} as const;

/** Every operator route answers 404 to anyone but the operator, and `{ messages }` for a request it cannot serve. */
export const OPERATOR_REFUSALS = { 400: messagesReply, 404: messagesReply } as const;
