/**
 * A lead event as flat JSON (a webhook's `"format": "flat"`, docs/LEADS.md): one level of snake_case keys, what
 * Zapier, Make and spreadsheets map field by field. Nested objects join their keys (`contact.firstName` is
 * `contact_first_name`, `move.date` is `move_date`), lists of values become one comma-separated text, every answer
 * is `answer_<field>` in the funnel's words, the estimate's parts are `estimate_total` and one line each, and a
 * change reads 'field: before → after'. The consent is `consent_call`, `consent_email`, `consent_sms` (may I reach the
 * customer this way), `consent_at`, `consent_text_version` and `consent_sms_text_version` (docs/LEADS.md, "Consent").
 * Made from the stored body, so every attempt sends the same bytes.
 */
import type { Lead, LeadEvent } from '../lead/lead';

type Flat = Record<string, string | number | boolean | null>;

function snake(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toLowerCase();
}

function flatten(value: unknown, prefix: string, into: Flat): void {
  if (value === null || value === undefined) {
    into[prefix] = null;
  } else if (Array.isArray(value)) {
    into[prefix] = value.every((item) => item === null || typeof item !== 'object') ? value.map(String).join(', ') : JSON.stringify(value);
  } else if (typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}_${snake(key)}` : snake(key), into);
  } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    into[prefix] = value;
  }
}

function text(value: unknown): string {
  return value === null || value === undefined ? 'none' : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** What a webhook sends: a lead event, or the operator's `booking.test` carrying the example lead (send-test-event.ts). */
export type WebhookEvent = LeadEvent | { type: 'booking.test'; timestamp: string; data: Lead };

export function flatLeadEvent(event: WebhookEvent): Flat {
  const { answers, estimate, changes, consent, ...rest }: Lead = event.data;
  const flat: Flat = { event_type: event.type, event_timestamp: event.timestamp };
  flatten(rest, '', flat);
  if (consent) Object.assign(flat, flatConsent(consent));
  flat.estimate_total = estimate.total;
  flat.estimate_currency = estimate.currency;
  flat.estimate_non_binding = estimate.nonBinding ?? true;
  flat.estimate_lines = estimate.sections.map((section) => `${section.title}: ${section.cost}`).join('; ');
  for (const [field, answer] of Object.entries(answers ?? {})) flat[`answer_${snake(field)}`] = answer.valueLabel;
  if (changes) flat.changes = changes.map((change) => `${change.field}: ${text(change.before)} → ${text(change.after)}`).join('; ');
  return flat;
}

/** The consent in the flat keys a receiver maps (a lead from before `consent` has none of them). */
function flatConsent(consent: NonNullable<Lead['consent']>): Flat {
  return {
    consent_call: consent.call.agreed,
    consent_email: consent.email.agreed,
    consent_sms: consent.sms.agreed,
    consent_at: consent.email.acceptedAt,
    consent_text_version: consent.email.textVersion,
    consent_sms_text_version: consent.sms.textVersion,
    consent_withdrawn_at: consent.email.withdrawnAt,
  };
}
