import type { WidgetProps } from '@rjsf/utils';
import { Icon } from './icons';
import { RadioCardGroup } from './radio-card-group';
import { readChoices } from './read-choices';

/**
 * Columns from md up, by how many choices there are: two or three share the card's width (the checkout's
 * two payment tiles, not two quarter-width tiles with their text wrapping over five lines), more go four
 * to a row. Whole class names, so Tailwind finds them.
 */
const WIDE_COLUMNS = ['md:grid-cols-2', 'md:grid-cols-2', 'md:grid-cols-2', 'md:grid-cols-3', 'md:grid-cols-4'] as const;

/** Service type, property type and payment option: large cards with a drawing (the option's `icon`), one choice. */
export function IconChoiceWidget(props: WidgetProps) {
  const choices = readChoices(props);
  return (
    <RadioCardGroup
      widget={props}
      choices={choices}
      checked={choices.findIndex((c) => c.value === props.value)}
      gridClass={`grid-cols-2 ${WIDE_COLUMNS[Math.min(choices.length, 4)]}`}
      icon={(choice) => choice.icon && <Icon name={choice.icon} className="size-12 text-[var(--color-brand)]" />}
    />
  );
}
