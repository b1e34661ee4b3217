import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { WidgetName } from '../../core/registry-names';
import { widgetRegistry } from '../../widgets/widget-registry';

/**
 * The widget registry as RJSF accepts it. RJSF only takes function (or memo/forwardRef)
 * components, so a React.lazy widget (the address widget, loaded on its steps only) is wrapped
 * in a function that renders it inside Suspense. Built once, so the identities stay stable.
 */
export const rjsfWidgets: Record<WidgetName, ComponentType<WidgetProps>> = Object.fromEntries(
  Object.entries(widgetRegistry).map(([name, Widget]) => {
    if (typeof Widget === 'function') return [name, Widget];
    // Typed as a component, but React.lazy returns an object: render it through Suspense.
    const Lazy = Widget as unknown as LazyExoticComponent<ComponentType<WidgetProps>>;
    const Wrapped = (props: WidgetProps) => (
      <Suspense fallback={<div className="h-12 animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />}>
        <Lazy {...props} />
      </Suspense>
    );
    Wrapped.displayName = `Suspended(${name})`;
    return [name, Wrapped];
  }),
) as Record<WidgetName, ComponentType<WidgetProps>>;
