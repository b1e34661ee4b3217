/**
 * `npm run deliveries -- test <partner>`: a signed `booking.test` event carrying the example lead
 * (schemas/lead.example.json) to each of the partner's webhooks, in each endpoint's format (a CRM format as it sends a
 * new lead) and with its `auth`, so an operator or the partner checks a receiver before a real booking. Nothing is
 * stored; each endpoint's answer is returned, a refusal's body with it, keys masked.
 */
import { randomUUID } from 'node:crypto';
import exampleLead from '../../../schemas/lead.example.json';
import type { ServerPartner } from '../../partners/server-partner';
import { endpointLabel } from '../webhooks/endpoint-label';
import { shippedLeadFormats } from '../../partners/shipped-lead-formats';
import { maskSecrets } from '../webhooks/mask-secrets';
import { sendWebhook } from '../webhooks/send-webhook';
import { webhookAuth, type CredentialLookup } from '../webhooks/webhook-auth';
import { webhookBody } from '../webhooks/webhook-body';
import type { WebhookEvent } from '../webhooks/flat-lead-event';
import { isLead } from '../lead/is-lead';

export interface TestAnswer {
  endpoint: string;
  answer: string;
}

export async function sendTestEvents(
  partner: ServerPartner,
  options: {
    secrets: Readonly<Record<string, string>>;
    credential?: CredentialLookup;
    allowPrivateNetwork: boolean;
    timeoutMs: number;
    now: Date;
  },
): Promise<TestAnswer[]> {
  const example: unknown = exampleLead;
  if (!isLead(example)) throw new Error('schemas/lead.example.json is not a lead: npm run check says why');
  const event: WebhookEvent = { type: 'booking.test', timestamp: options.now.toISOString(), data: example };
  const stored = { body: JSON.stringify(event), event };
  return Promise.all(
    (partner.delivery?.webhooks ?? []).map(async (webhook): Promise<TestAnswer> => {
      const endpoint = `${endpointLabel(webhook.url)} (${webhook.format ?? 'lead'})`;
      const secret = options.secrets[webhook.secretEnv];
      if (!secret) return { endpoint, answer: `not sent: ${webhook.secretEnv} is not set to a whsec_ secret` };
      const auth = webhookAuth(webhook, options.credential ?? (() => undefined));
      if (!auth.ok) return { endpoint, answer: `not sent: ${auth.reason}` };
      const request = webhookBody(webhook, stored, shippedLeadFormats().formats);
      if (!request.send) return { endpoint, answer: `not sent: ${request.reason}` };
      const outcome = await sendWebhook({
        url: auth.url,
        secret,
        eventId: `evt_test_${randomUUID().replaceAll('-', '')}`,
        body: request.body,
        headers: { ...auth.headers, ...request.headers },
        at: options.now,
        timeoutMs: options.timeoutMs,
        allowPrivateNetwork: options.allowPrivateNetwork,
      });
      const answer =
        outcome.kind === 'answered'
          ? `answered ${outcome.status}${outcome.body ? `: ${outcome.body.replace(/\s+/g, ' ').trim().slice(0, 300)}` : ''}`
          : `${outcome.kind}: ${outcome.reason}`;
      return { endpoint, answer: maskSecrets(answer, [secret, ...auth.secrets]) };
    }),
  );
}
