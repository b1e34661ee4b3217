import { vi } from 'vitest';
import { getTestRegistry } from '@rjsf/core';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';

/** Minimal RJSF WidgetProps for rendering a widget on its own, with spies for the callbacks. */
export function widgetProps(overrides: Partial<WidgetProps> = {}): WidgetProps {
  const schema: RJSFSchema = { type: 'string' };
  return {
    id: 'root_field',
    name: 'field',
    label: 'Field',
    value: undefined,
    schema,
    options: {},
    required: false,
    disabled: false,
    readonly: false,
    autofocus: false,
    rawErrors: undefined,
    registry: getTestRegistry(schema),
    onChange: vi.fn(),
    onBlur: vi.fn(),
    onFocus: vi.fn(),
    ...overrides,
  };
}
