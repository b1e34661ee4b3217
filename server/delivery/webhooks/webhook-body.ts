/**
 * What one webhook receives for a stored event (docs/LEADS.md): the nested lead event as stored, the flat form, or a
 * CRM's format (formats/*.json) as its file says for this event: created, sent as a note, or skipped. The event's
 * name and the booking's reference travel in headers whatever the body's shape.
 */
import { applyLeadFormat } from '../../../core/lead-format/apply-lead-format';
import { FORMAT_EVENT_TYPES, type LeadFormat } from '../../../core/lead-format/lead-format';
import type { ServerPartner } from '../../partners/server-partner';
import { flatLeadEvent, type WebhookEvent } from './flat-lead-event';

type Webhook = NonNullable<NonNullable<ServerPartner['delivery']>['webhooks']>[number];

export type WebhookBody =
  | { send: true; body: string; headers: Record<string, string> }
  /** Not sent: skipped on purpose by the format, or failed (a required target without a value, a format gone). */
  | { send: false; status: 'skipped' | 'failed'; reason: string };

const isFormatEvent = (type: string): type is (typeof FORMAT_EVENT_TYPES)[number] => FORMAT_EVENT_TYPES.some((known) => known === type);

/**
 * The body for `webhook` of a lead event (`{ type, timestamp, data }`; `booking.test` too): `stored.body` its bytes as
 * stored, sent as they are in the nested form, `stored.event` the same as a value, for the other forms.
 */
export function webhookBody(
  webhook: Webhook,
  stored: { body: string; event: WebhookEvent },
  formats: ReadonlyMap<string, LeadFormat>,
): WebhookBody {
  const { event } = stored;
  const { type } = event;
  const headers = { 'x-lead-event': type, 'x-lead-reference': event.data.reference };
  const name = webhook.format ?? 'lead';
  if (name === 'lead') return { send: true, body: stored.body, headers };
  if (name === 'flat') return { send: true, body: JSON.stringify(flatLeadEvent(event)), headers };
  const format = formats.get(name);
  if (!format) return { send: false, status: 'failed', reason: `there is no valid format "${name}" in formats/: npm run check says why` };
  const action = isFormatEvent(type) ? format.events[type] : 'create';
  if (action === 'skip') return { send: false, status: 'skipped', reason: `the ${name} format skips ${type} (formats/${name}.json)` };
  const formatted = applyLeadFormat(format, { type, data: event.data }, action, webhook.enumMaps ?? {});
  if (formatted.missing.length > 0) {
    return {
      send: false,
      status: 'failed',
      reason: `not sent: ${format.title} requires ${formatted.missing.join(', ')}, which this lead gives no value for`,
    };
  }
  return { send: true, body: JSON.stringify(formatted.body), headers };
}
