/**
 * Every name a step file may use for a widget, a view or an action. The renderer registers
 * one implementation per name; `npm run check` refuses any other name.
 */
export const WIDGET_NAMES = [
  'text',
  'email',
  'phone',
  'textarea',
  'number',
  'counter',
  'iconChoice',
  'calendar',
  'timeOfDay',
  'yesNo',
  'select',
  'checkboxGroup',
  'checkbox',
  'address',
  'card',
] as const;
export type WidgetName = (typeof WIDGET_NAMES)[number];

export const VIEW_NAMES = ['form', 'summary', 'checkout', 'processing', 'complete', 'manage'] as const;
export type ViewName = (typeof VIEW_NAMES)[number];

/**
 * Submit actions, run in order by the step page; an action may end the pipeline by navigating.
 * - applyLandingDefaults: serviceType full_service unless the partner is labor-only (then null).
 * - save: optimistic save, not awaited. saveAndWait: save and wait for the server.
 * - suggestLocation: POST /api/v1/suggested-location, store the location.
 * - holdTimeSlot: POST /api/v1/booking/hold, the crew of the booking's date and time of day for 15
 *   minutes; when none is left, back to the step with the calendar, with the server's words.
 * - convert: pay now from the checkout form (the card provider). Pay later, and the unserviceable
 *   conversion with its reason, are recorded by the edges that name them (`convert` on an edge).
 */
export const ACTION_NAMES = ['applyLandingDefaults', 'save', 'saveAndWait', 'suggestLocation', 'holdTimeSlot', 'convert'] as const;
export type ActionName = (typeof ACTION_NAMES)[number];
