import type { StepDefinition } from '../../core/flow/step-definition';
import type { ViewName, WidgetName } from '../../core/registry-names';

/**
 * Whether a view's page does something only the app can do, so the app starts with the page (docs/PERFORMANCE.md,
 * "Starting on intent"): the checkout's pay now is Stripe's card element and its time-slot notice counts down; the
 * processing page checks a card set up with Stripe and counts down (its meta refresh is inside `<noscript>`, so a
 * browser that runs scripts but has not started the app would stay there); the manage page's dialogs and "Add a card".
 * Every view is named, so a new one says which it is.
 */
const VIEW_NEEDS_THE_APP: Record<ViewName, boolean> = {
  form: false,
  summary: false,
  complete: false,
  checkout: true,
  processing: true,
  manage: true,
};

/**
 * Widgets whose plain control cannot hand what was typed into it to the widget that replaces it: the address line is
 * a text field the server places, the hydrated combobox another control, so an address being typed while the app
 * starts would be lost. A step showing one starts its app with the page, as before.
 */
const WIDGETS_NEEDING_THE_APP: ReadonlySet<WidgetName> = new Set<WidgetName>(['address', 'card']);

/**
 * Whether a funnel page starts its app on the customer's first pointer, key or focus rather than with the page
 * (server/host-page/load-host-template.ts's two templates). Every step's server HTML is a working form
 * (server/routes/step-form-route.ts), so a step starts on intent unless it needs the app at once: a refused submit
 * (the app starts and focuses the first field named), a page that is no step (the app's own 404 page), and the
 * views and widgets above. The guard script (renderer/index.html) still starts the app at once in a partner site's
 * frame and in a tab with a draft to put back.
 */
export function startsOnIntent(step: StepDefinition | undefined, refusedSubmit: boolean): boolean {
  if (refusedSubmit || !step) return false;
  if (VIEW_NEEDS_THE_APP[step.view ?? 'form']) return false;
  return !Object.values(step.fields).some((field) => WIDGETS_NEEDING_THE_APP.has(field.widget));
}
