/**
 * `npm run deliveries -- test <partner>`: a signed `booking.test` event carrying the example lead
 * (schemas/lead.example.json) to each of the partner's webhooks, in each endpoint's format, so an operator or the
 * partner checks a receiver before a real booking. Nothing is stored; each endpoint's answer is returned.
 */
import { randomUUID } from 'node:crypto';
import exampleLead from '../../../schemas/lead.example.json';
import type { ServerPartner } from '../../partners/server-partner';
import { endpointLabel } from '../webhooks/endpoint-label';
import { flatLeadEvent } from '../webhooks/flat-lead-event';
import { sendWebhook } from '../webhooks/send-webhook';
import type { LeadEvent } from '../lead/lead';

export interface TestAnswer {
  endpoint: string;
  answer: string;
}

export async function sendTestEvents(
  partner: ServerPartner,
  options: { secrets: Readonly<Record<string, string>>; allowPrivateNetwork: boolean; timeoutMs: number; now: Date },
): Promise<TestAnswer[]> {
  const event = { type: 'booking.test', timestamp: options.now.toISOString(), data: exampleLead };
  return Promise.all(
    (partner.delivery?.webhooks ?? []).map(async (webhook): Promise<TestAnswer> => {
      const endpoint = endpointLabel(webhook.url);
      const secret = options.secrets[webhook.secretEnv];
      if (!secret) return { endpoint, answer: `not sent: ${webhook.secretEnv} is not set to a whsec_ secret` };
      // A test event is a lead event of its own type; the flat form reads only its lead.
      const body = JSON.stringify(webhook.format === 'flat' ? flatLeadEvent(event as unknown as LeadEvent) : event);
      const outcome = await sendWebhook({
        url: webhook.url,
        secret,
        eventId: `evt_test_${randomUUID().replaceAll('-', '')}`,
        body,
        at: options.now,
        timeoutMs: options.timeoutMs,
        allowPrivateNetwork: options.allowPrivateNetwork,
      });
      const answer = outcome.kind === 'answered' ? `answered ${outcome.status}` : `${outcome.kind}: ${outcome.reason}`;
      return { endpoint, answer };
    }),
  );
}
