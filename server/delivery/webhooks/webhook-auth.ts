import type { ServerPartner } from '../../partners/server-partner';

type Webhook = NonNullable<NonNullable<ServerPartner['delivery']>['webhooks']>[number];

/** A variable's value from the environment the server started with; undefined when unset. */
export type CredentialLookup = (name: string) => string | undefined;

export type WebhookAuth = { ok: true; headers: Record<string, string>; url: string; secrets: string[] } | { ok: false; reason: string };

/**
 * A webhook's `auth` (docs/PARTNERS.md, "Webhooks that need a key") as the request carries it: a header, HTTP Basic or
 * a query parameter, its key from the environment. `secrets` lists what must never be shown; a reason names an unset
 * variable, never a value.
 */
export function webhookAuth(webhook: Webhook, credential: CredentialLookup): WebhookAuth {
  const auth = webhook.auth;
  if (!auth) return { ok: true, headers: {}, url: webhook.url, secrets: [] };
  const value = (name: string) => credential(name)?.trim() || undefined;
  if ('basic' in auth) {
    const user = value(auth.basic.userEnv);
    const password = value(auth.basic.passwordEnv);
    if (user === undefined) return { ok: false, reason: `${auth.basic.userEnv} is not set` };
    if (password === undefined) return { ok: false, reason: `${auth.basic.passwordEnv} is not set` };
    const token = Buffer.from(`${user}:${password}`).toString('base64');
    return { ok: true, headers: { authorization: `Basic ${token}` }, url: webhook.url, secrets: [user, password, token] };
  }
  const key = value(auth.valueEnv);
  if (key === undefined) return { ok: false, reason: `${auth.valueEnv} is not set` };
  if ('header' in auth) return { ok: true, headers: { [auth.header.toLowerCase()]: key }, url: webhook.url, secrets: [key] };
  const url = new URL(webhook.url);
  url.searchParams.set(auth.query, key);
  return { ok: true, headers: {}, url: url.href, secrets: [key] };
}
