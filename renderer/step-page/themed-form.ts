import { withTheme } from '@rjsf/core';
import { PLACEHOLDER_SIZES } from '../../widgets/widget-placeholder';
import { widgetRegistry } from '../../widgets/widget-registry';
import { PlainAddressField } from '../../widgets/plain-address-field';
import { PlainCounterField } from '../../widgets/plain-counter-field';
import { PlainDateField } from '../../widgets/plain-date-field';
import { clientOnlyWidget } from './client-only-widget';
import { ErrorListTemplate } from './error-list-template';
import { FieldTemplate } from './field-template';
import { ObjectFieldTemplate } from './object-field-template';
import { SubmitButtonTemplate } from './submit-button-template';

/**
 * RJSF's Form with the product's widgets and templates, packaged once; every form step renders through
 * it. Widgets that need the browser draw their plain control, or a placeholder of their size, on the server (client-only-widget.tsx).
 */
export const ThemedForm = withTheme({
  widgets: {
    ...widgetRegistry,
    // The maps SDK or the offline provider, loaded in the browser.
    address: clientOnlyWidget(widgetRegistry.address, PLACEHOLDER_SIZES.address, { Plain: PlainAddressField }),
    // A drawer on phones, the month grid on desktop: chosen by a media query, dated in the customer's zone. The date
    // field stays while the customer is in it (a first tap that started the app: client-only-widget.tsx).
    calendar: clientOnlyWidget(widgetRegistry.calendar, PLACEHOLDER_SIZES.calendar, { Plain: PlainDateField, keptWhileFocused: true }),
    // − and + need the app: before it, a number field in their box, kept while the customer types in it.
    counter: clientOnlyWidget(widgetRegistry.counter, '', { Plain: PlainCounterField, keptWhileFocused: true }),
    card: clientOnlyWidget(widgetRegistry.card, PLACEHOLDER_SIZES.card),
  },
  templates: { FieldTemplate, ObjectFieldTemplate, ErrorListTemplate, ButtonTemplates: { SubmitButton: SubmitButtonTemplate } },
});
