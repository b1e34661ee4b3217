import type { WidgetProps } from '@rjsf/utils';
import { TextInput, readText } from './text-input';

/** A one-line text input (names, unit number); autofill hints come from the step's `autoComplete`. */
export function TextWidget(props: WidgetProps) {
  return <TextInput widget={props} read={readText} attributes={{ type: 'text' }} />;
}
