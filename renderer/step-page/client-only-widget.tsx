import type { ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { WidgetPlaceholder } from '../../widgets/widget-placeholder';
import { useFunnelStore } from '../store/use-funnel-store';
import { useHydrated } from './use-hydrated';
import { usePlainControlFocused } from './use-plain-control-focused';

/** A widget's plain control: what the server and the hydrating browser draw in its place. */
export interface PlainControl {
  Plain: ComponentType<{ widget: WidgetProps; sizeClass: string }>;
  /**
   * The control passes its value to the form itself (its onChange), so it may stay while the customer is in it: the
   * first tap on a page that starts its app on that tap (docs/PERFORMANCE.md, "Starting on intent") is not cut short
   * by the widget replacing the control under the finger; the widget comes when focus leaves it. Not on a page the
   * server refused (its app starts at once and puts focus on the first field named itself): the widget at once.
   */
  keptWhileFocused?: boolean;
}

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
  plain?: PlainControl,
): ComponentType<WidgetProps> {
  function ClientOnlyWidget(props: WidgetProps) {
    const hydrated = useHydrated();
    const inPlainControl = usePlainControlFocused(props.id);
    const refusedPage = useFunnelStore((s) => s.refusedStep !== undefined);
    if (hydrated && !(plain?.keptWhileFocused && inPlainControl && !refusedPage)) return <Widget {...props} />;
    if (plain) return <plain.Plain widget={props} sizeClass={placeholderClass} />;
    return <WidgetPlaceholder sizeClass={placeholderClass} id={props.id} />;
  }
  ClientOnlyWidget.displayName = `ClientOnly(${Widget.displayName ?? Widget.name})`;
  return ClientOnlyWidget;
}
