import type { WidgetProps } from '@rjsf/utils';
import { TextInput, readText } from './text-input';

/** Email: the email keyboard on phones and the saved address from autofill. */
export function EmailWidget(props: WidgetProps) {
  return (
    <TextInput
      widget={props}
      read={(text) => readText(text.trim())}
      attributes={{ type: 'email', inputMode: 'email', autoComplete: 'email', autoCapitalize: 'off', spellCheck: false }}
    />
  );
}
