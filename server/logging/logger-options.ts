/**
 * pino options for the server: personal data, cookies, tokens and secrets never reach the logs
 * (docs/DEPLOY.md). Named fields are redacted wherever they are logged; errors and requests go through
 * serializers that describe them without quoting their values (safe-error.ts, safe-request.ts).
 */
import type { LoggerOptions } from 'pino';
import { safeError } from './safe-error';
import { safeRequest } from './safe-request';

const PERSONAL_FIELDS = ['firstName', 'lastName', 'email', 'phone'];
const SECRET_FIELDS = [
  'csrfToken',
  'sessionSecret',
  'stripeSecretKey',
  'stripeWebhookSecret',
  'client_secret',
  'clientSecret',
  'password',
  'token',
  'manageUrl',
  'resumeUrl',
  'unsubscribeUrl',
  'confirmUrl',
];

/** Each field at the top of a logged object, one or two levels down, and inside a logged booking. */
function anywhere(field: string): string[] {
  return [field, `*.${field}`, `*.*.${field}`, `booking.${field}`, `*.booking.${field}`];
}

export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  ...[...PERSONAL_FIELDS, ...SECRET_FIELDS].flatMap(anywhere),
];

export function loggerOptions(level = 'info'): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: safeError, error: safeError, req: safeRequest },
  };
}
