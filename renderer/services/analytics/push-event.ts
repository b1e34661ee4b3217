/** The partner fields analytics events carry (docs/FUNNEL.md, Saving and conversions: partner slug and name). */
export interface AnalyticsPartner {
  slug: string;
  name: string;
}

/** Every pushed event carries event version 1 (docs/FUNNEL.md, Saving and conversions). */
export const ANALYTICS_EVENT_VERSION = 1;

export type AnalyticsEvent =
  /** formData: core/analytics-form-data.ts's allow-list of the step's answers (choices, counts, the date), never typed text. */
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
  window.dataLayer.push({
    ...event,
    partner: { slug: event.partner.slug, name: event.partner.name },
    eventVersion: ANALYTICS_EVENT_VERSION,
  });
}
