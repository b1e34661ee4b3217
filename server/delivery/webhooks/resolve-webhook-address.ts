/**
 * Where a webhook may connect (docs/DECISIONS.md, "Delivery: outbox, webhooks and many processes"): the URL's host resolved once, every address it
 * resolves to judged (core/delivery/address-kind.ts), and the request then made to that checked address only,
 * so a DNS answer that changes between the check and the connection (DNS rebinding) cannot reach our network.
 */
import { lookup } from 'node:dns/promises';
import { addressAllowed, addressKind } from '../../../core/delivery/address-kind';

export type ResolvedAddress = { ok: true; address: string; family: 4 | 6 } | { ok: false; reason: string };

export async function resolveWebhookAddress(url: URL, allowPrivateNetwork: boolean): Promise<ResolvedAddress> {
  const local = (kind: string) => kind === 'private' || kind === 'loopback';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = addressKind(host);
  let addresses: { address: string; family: number }[];
  if (literal) addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch (error) {
      // dns.lookup rejects with a system error (code ENOTFOUND, EAI_AGAIN...).
      return { ok: false, reason: `DNS lookup of ${host} failed (${(error as NodeJS.ErrnoException).code ?? 'error'})` };
    }
  }
  const kinds = addresses.map(({ address }) => addressKind(address) ?? 'reserved');
  const refused = kinds.find((kind) => !addressAllowed(kind, allowPrivateNetwork));
  if (refused) return { ok: false, reason: `${host} resolves to a ${refused} address; webhooks go to public addresses only` };
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowPrivateNetwork && kinds.every(local))) {
    return { ok: false, reason: 'webhooks are sent over https only' };
  }
  const first = addresses[0];
  if (!first) return { ok: false, reason: `${host} has no address` };
  return { ok: true, address: first.address, family: first.family === 6 ? 6 : 4 };
}
