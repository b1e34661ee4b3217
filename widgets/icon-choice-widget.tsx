import type { WidgetProps } from '@rjsf/utils';
import { Icon } from './icons';
import { RadioCardGroup } from './radio-card-group';
import { readChoices } from './read-choices';

/** Service type, property type and payment option: large cards with a drawing (the option's `icon`), one choice. */
export function IconChoiceWidget(props: WidgetProps) {
  const choices = readChoices(props);
  return (
    <RadioCardGroup
      widget={props}
      choices={choices}
      checked={choices.findIndex((c) => c.value === props.value)}
      gridClass="grid-cols-2 md:grid-cols-4"
      icon={(choice) => choice.icon && <Icon name={choice.icon} className="size-12 text-[var(--color-brand)]" />}
    />
  );
}
