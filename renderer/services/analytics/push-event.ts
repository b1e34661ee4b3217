/** The partner fields analytics events carry (docs/FUNNEL.md, Saving and conversions: partner slug and name). */
export interface AnalyticsPartner {
  slug: string;
  name: string;
}

/** Every pushed event carries event version 1 (docs/FUNNEL.md, Saving and conversions). */
export const ANALYTICS_EVENT_VERSION = 1;

/** Personal data never leaves the page through tags (docs/DECISIONS.md, analytics). */
const REDACTED_FORM_FIELDS = new Set(['firstName', 'lastName', 'email', 'phone']);

export type AnalyticsEvent =
  | { event: 'Form Submitted'; formName: string; partner: AnalyticsPartner; formData: Record<string, unknown> }
  | { event: 'Booking Converted'; conversionType: string; partner: AnalyticsPartner }
  /** After the server stored a save: which step and booking (its public reference, never the database id), never the booking's answers. */
  | { event: 'Booking Saved'; stepId: string; bookingReference: string | null; partner: AnalyticsPartner };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Push one event on `window.dataLayer` (created when a tag manager has not made it yet). */
export function pushEvent(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  const payload = event.event === 'Form Submitted' ? { ...event, formData: redactFormData(event.formData) } : event;
  window.dataLayer.push({
    ...payload,
    partner: { slug: event.partner.slug, name: event.partner.name },
    eventVersion: ANALYTICS_EVENT_VERSION,
  });
}

/** The form data of a submitted step with names, email and phone replaced by '[redacted]'. */
export function redactFormData(formData: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(formData).map(([key, value]) => [
      key,
      REDACTED_FORM_FIELDS.has(key) && value != null && value !== '' ? '[redacted]' : value,
    ]),
  );
}
