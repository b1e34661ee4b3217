import { fieldOf, isRecord } from '../../core/is-record';
import type { DescribedError } from '../../core/check/describe-schema-errors';

// A name as an environment variable has one; anything else the auth lint faults (a key written in the file).
const VARIABLE_NAME = /^[A-Z][A-Z0-9_]*$/;

/**
 * Each webhook `auth` variable of a partner file that `environment` does not set: the server does not start with an
 * endpoint it could only send unauthorised requests to, and `npm run check` names the variable first. Never the value.
 */
export function findUnsetAuthVariables(data: unknown, environment: Readonly<Record<string, string | undefined>>): DescribedError[] {
  const webhooks = fieldOf(fieldOf(data, 'delivery'), 'webhooks');
  if (!Array.isArray(webhooks)) return [];
  return webhooks.flatMap((webhook, index) => {
    const auth = fieldOf(webhook, 'auth');
    if (!isRecord(auth)) return [];
    const at = `/delivery/webhooks/${index}/auth`;
    const named: Array<[string, unknown]> = [
      [`${at}/valueEnv`, auth.valueEnv],
      [`${at}/basic/userEnv`, fieldOf(auth.basic, 'userEnv')],
      [`${at}/basic/passwordEnv`, fieldOf(auth.basic, 'passwordEnv')],
    ];
    return named.flatMap(([pointer, name]) =>
      typeof name === 'string' && VARIABLE_NAME.test(name) && !environment[name]?.trim()
        ? [{ pointer, message: `${name} is not set in the environment` }]
        : [],
    );
  });
}
