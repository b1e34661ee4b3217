import { addressAllowed, addressKind } from '../delivery/address-kind';
import { isRecord } from '../is-record';
import type { DescribedError } from './describe-schema-errors';
import { lintWebhookAuth } from './lint-webhook-auth';

/** An environment variable's name, as `secretEnv` must hold: capitals, digits and underscores. */
const ENV_NAME = /^[A-Z][A-Z0-9_]*$/;

/**
 * What partner.schema.json cannot say about `delivery.webhooks`: a secret must live in the environment, never
 * in the file (the message never repeats it), and a URL must be https to a public address, unless
 * `allowPrivateNetwork` (WEBHOOK_ALLOW_PRIVATE_NETWORK=true) lets http and https reach private and loopback
 * addresses. A host name is judged again after DNS resolution when a webhook is sent. An `auth` key lives in the
 * environment too (lint-webhook-auth.ts).
 */
export function lintPartnerDelivery(delivery: unknown, allowPrivateNetwork: boolean): DescribedError[] {
  if (!isRecord(delivery) || !Array.isArray(delivery.webhooks)) return [];
  return delivery.webhooks.flatMap((webhook: unknown, index) => {
    if (!isRecord(webhook)) return [];
    const at = `/delivery/webhooks/${index}`;
    const problems: DescribedError[] = [];
    if (typeof webhook.secretEnv === 'string' && !ENV_NAME.test(webhook.secretEnv)) {
      problems.push({
        pointer: `${at}/secretEnv`,
        message: webhook.secretEnv.startsWith('whsec_')
          ? 'holds a secret written in the file: put the whsec_ secret in an environment variable and write that variable\'s name here, e.g. "BAYSIDE_WEBHOOK_SECRET"'
          : 'must be the name of an environment variable (capital letters, digits and underscores), e.g. "BAYSIDE_WEBHOOK_SECRET"',
      });
    }
    problems.push(...lintWebhookAuth(webhook.auth, `${at}/auth`));
    if (typeof webhook.url === 'string') {
      const problem = urlProblem(webhook.url, allowPrivateNetwork);
      if (problem) problems.push({ pointer: `${at}/url`, message: problem });
    }
    return problems;
  });
}

function urlProblem(text: string, allowPrivateNetwork: boolean): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null; // the schema's `format: uri` says so
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const kind = host === 'localhost' ? 'loopback' : addressKind(host);
  const local = kind === 'loopback' || kind === 'private';
  if (kind && !addressAllowed(kind, allowPrivateNetwork)) {
    return local
      ? `points to a ${kind} address (${host}); webhooks go to public addresses only, unless WEBHOOK_ALLOW_PRIVATE_NETWORK=true (tests and local set-ups)`
      : `points to a ${kind} address (${host}), where webhooks are never sent`;
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && allowPrivateNetwork && local) return null;
  return `must start with https:// (webhooks are sent over https only${allowPrivateNetwork ? '; http:// is allowed to private and loopback addresses' : ''})`;
}
