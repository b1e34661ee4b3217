import { Suspense, lazy, type ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { WidgetPlaceholder } from './widget-placeholder';

/**
 * A widget whose code loads on first use (the address widget brings its provider along). RJSF
 * accepts only function, memo or forwardRef components, not a React.lazy object, so the lazy
 * component is wrapped in a plain function that renders it inside Suspense, holding the widget's
 * size (`sizeClass`, widget-placeholder.tsx) until it has loaded.
 */
export function lazyWidget(name: string, sizeClass: string, load: () => Promise<ComponentType<WidgetProps>>): ComponentType<WidgetProps> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function LazyWidget(props: WidgetProps) {
    return (
      <Suspense fallback={<WidgetPlaceholder sizeClass={sizeClass} />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  LazyWidget.displayName = `Lazy(${name})`;
  return LazyWidget;
}
