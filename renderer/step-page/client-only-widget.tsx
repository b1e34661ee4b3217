import type { ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { WidgetPlaceholder } from '../../widgets/widget-placeholder';
import { useHydrated } from './use-hydrated';

/**
 * A widget that needs the browser (maps SDK, card element, a phone drawer chosen by a media query, today's
 * date in the customer's time zone): the server and the hydrating browser draw its plain control when it has one (a
 * text line for the address, a date field for the calendar: docs/WIDGETS.md, "Plain controls"), which a form posted
 * without the app sends, else a placeholder of the widget's size (`placeholderClass`, widgets/widget-placeholder.tsx);
 * then the widget itself. Its label stays in the FieldTemplate.
 */
export function clientOnlyWidget(
  Widget: ComponentType<WidgetProps>,
  placeholderClass: string,
  Plain?: ComponentType<{ widget: WidgetProps; sizeClass: string }>,
): ComponentType<WidgetProps> {
  function ClientOnlyWidget(props: WidgetProps) {
    const hydrated = useHydrated();
    if (hydrated) return <Widget {...props} />;
    if (Plain) return <Plain widget={props} sizeClass={placeholderClass} />;
    return <WidgetPlaceholder sizeClass={placeholderClass} id={props.id} />;
  }
  ClientOnlyWidget.displayName = `ClientOnly(${Widget.displayName ?? Widget.name})`;
  return ClientOnlyWidget;
}
