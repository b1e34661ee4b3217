/**
 * `npm run deliveries -- show <reference> --body`: what each webhook of the booking's events received, the body as sent
 * (its format, for its event) with every secret and key masked, to compare with what a CRM says it got. Unlike the
 * listing it shows the customer's details: the body is the lead.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/app-database';
import type { ServerPartner } from '../../partners/server-partner';
import { endpointLabel } from '../webhooks/endpoint-label';
import { outboxDeliveries, outboxEvents } from '../../db/outbox-tables';
import { shippedLeadFormats } from '../../partners/shipped-lead-formats';
import { maskSecrets } from '../webhooks/mask-secrets';
import { webhookAuth, type CredentialLookup } from '../webhooks/webhook-auth';
import { webhookBody } from '../webhooks/webhook-body';
import { isResumeEmailEvent } from '../outbox/is-resume-email-event';
import { readStoredEvent } from '../outbox/stored-event';

export interface BodyAsSent {
  eventId: string;
  type: string;
  /** The webhook's host and format. */
  endpoint: string;
  /** The body, indented; or why none is sent (skipped, a required target missing, dropped after OUTBOX_BODY_DAYS). */
  body: string;
}

export async function bodiesAsSent(
  db: AppDb,
  reference: string,
  options: { partners: ReadonlyMap<string, ServerPartner>; secrets: Readonly<Record<string, string>>; credential?: CredentialLookup },
): Promise<BodyAsSent[]> {
  const rows = await db
    .select({
      eventId: outboxEvents.id,
      type: outboxEvents.type,
      partner: outboxEvents.partnerSlug,
      body: outboxEvents.body,
      target: outboxDeliveries.target,
    })
    .from(outboxDeliveries)
    .innerJoin(outboxEvents, eq(outboxEvents.id, outboxDeliveries.eventId))
    .where(and(eq(outboxEvents.reference, reference.toUpperCase()), eq(outboxDeliveries.channel, 'webhook')))
    .orderBy(asc(outboxEvents.createdAt), asc(outboxDeliveries.id))
    .limit(200);
  return rows.map((row) => {
    const webhook = options.partners.get(row.partner)?.delivery?.webhooks?.find((candidate) => candidate.url === row.target);
    const endpoint = `${endpointLabel(row.target)} (${webhook?.format ?? 'lead'})`;
    const shown = (body: string) => ({ eventId: row.eventId, type: row.type, endpoint, body });
    if (!webhook) return shown('(this webhook is no longer in the partner file)');
    if (row.body === null) return shown('(dropped after OUTBOX_BODY_DAYS)');
    const auth = webhookAuth(webhook, options.credential ?? (() => undefined));
    const secrets = [options.secrets[webhook.secretEnv] ?? '', ...(auth.ok ? auth.secrets : [])];
    const event = readStoredEvent(row.body);
    if (!event || isResumeEmailEvent(event)) return shown('(not a lead event)');
    const request = webhookBody(webhook, { body: row.body, event }, shippedLeadFormats().formats);
    if (!request.send) return shown(`(not sent: ${request.reason})`);
    return shown(maskSecrets(JSON.stringify(JSON.parse(request.body), null, 2), secrets));
  });
}
