import { isRecord } from '../is-record';
import type { DescribedError } from './describe-schema-errors';

/** An environment variable's name: capitals, digits and underscores. */
const ENV_NAME = /^[A-Z][A-Z0-9_]*$/;

/** Headers every webhook request sets itself (Standard Webhooks, the body's): an `auth.header` may not replace them. */
const OWN_HEADERS = new Set([
  'webhook-id',
  'webhook-timestamp',
  'webhook-signature',
  'content-type',
  'content-length',
  'user-agent',
  'host',
  'x-lead-event',
  'x-lead-reference',
]);

/**
 * What partner.schema.json cannot say about a webhook's `auth`: each `…Env` names an environment variable, never holds
 * the key itself (the message never repeats what was written), and a header is not one the request sets itself.
 */
export function lintWebhookAuth(auth: unknown, at: string): DescribedError[] {
  if (!isRecord(auth)) return [];
  const names: Array<[string, unknown]> = [
    [`${at}/valueEnv`, auth.valueEnv],
    [`${at}/basic/userEnv`, isRecord(auth.basic) ? auth.basic.userEnv : undefined],
    [`${at}/basic/passwordEnv`, isRecord(auth.basic) ? auth.basic.passwordEnv : undefined],
  ];
  const problems: DescribedError[] = names.flatMap(([pointer, name]) =>
    typeof name === 'string' && !ENV_NAME.test(name)
      ? [
          {
            pointer,
            message:
              'holds a key written in the file, or a name that is not an environment variable\'s: put the key in an environment variable and write that variable\'s name here (capital letters, digits and underscores), e.g. "BAYSIDE_CRM_KEY"',
          },
        ]
      : [],
  );
  if (typeof auth.header === 'string' && OWN_HEADERS.has(auth.header.toLowerCase())) {
    problems.push({
      pointer: `${at}/header`,
      message: `"${auth.header}" is a header every webhook request sets itself: name the header the endpoint asks for`,
    });
  }
  return problems;
}
