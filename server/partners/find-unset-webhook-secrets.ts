import { fieldOf } from '../../core/is-record';
import type { DescribedError } from '../../core/check/describe-schema-errors';

// A name as an environment variable has one; anything else in secretEnv the delivery lint faults (a secret in the file).
const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Each webhook of a partner file whose `secretEnv` names no `whsec_…` variable of `secrets`: the server does not start
 * half-configured (a webhook it could not sign would only fail on every attempt), and `npm run check` says so first.
 */
export function findUnsetWebhookSecrets(data: unknown, secrets: Readonly<Record<string, string>>): DescribedError[] {
  const webhooks = fieldOf(fieldOf(data, 'delivery'), 'webhooks');
  if (!Array.isArray(webhooks)) return [];
  return webhooks.flatMap((webhook, index) => {
    const name = fieldOf(webhook, 'secretEnv');
    if (typeof name !== 'string' || !VARIABLE_NAME.test(name) || secrets[name]) return [];
    return [{ pointer: `/delivery/webhooks/${index}/secretEnv`, message: `${name} is not set to a whsec_ secret in the environment` }];
  });
}
