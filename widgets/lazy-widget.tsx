import { Suspense, lazy, type ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';

/**
 * A widget whose code loads on first use (the address widget brings its provider along). RJSF
 * accepts only function, memo or forwardRef components, not a React.lazy object, so the lazy
 * component is wrapped in a plain function that renders it inside Suspense.
 */
export function lazyWidget(name: string, load: () => Promise<ComponentType<WidgetProps>>): ComponentType<WidgetProps> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function LazyWidget(props: WidgetProps) {
    return (
      <Suspense fallback={<div className="h-11 animate-pulse rounded-md bg-slate-100" aria-hidden="true" />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  LazyWidget.displayName = `Lazy(${name})`;
  return LazyWidget;
}
