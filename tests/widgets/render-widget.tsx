import { useState, type ComponentType } from 'react';
import { render } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { widgetProps } from './widget-props';

/**
 * Renders a widget the way RJSF drives it: onChange feeds the value back in, so typing several
 * keys or toggling twice behaves as in the app. The spies record every call.
 */
export function renderWidget(Widget: ComponentType<WidgetProps>, overrides: Partial<WidgetProps> = {}) {
  const props = widgetProps(overrides);
  function Host() {
    const [value, setValue] = useState<unknown>(props.value);
    return (
      <Widget
        {...props}
        value={value}
        onChange={(next: unknown) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    );
  }
  return { ...render(<Host />), props };
}
