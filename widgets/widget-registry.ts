import type { ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { WidgetName } from '../core/registry-names';
import { CheckboxGroupWidget } from './checkbox-group-widget';
import { CheckboxWidget } from './checkbox-widget';
import { CounterWidget } from './counter-widget';
import { EmailWidget } from './email-widget';
import { IconChoiceWidget } from './icon-choice-widget';
import { lazyWidget } from './lazy-widget';
import { PLACEHOLDER_SIZES } from './widget-placeholder';
import { NumberWidget } from './number-widget';
import { PhoneWidget } from './phone-widget';
import { SelectWidget } from './select-widget';
import { TextWidget } from './text-widget';
import { TextareaWidget } from './textarea-widget';
import { TimeOfDayWidget } from './time-of-day-widget';
import { YesNoWidget } from './yes-no-widget';

// Loaded on the address steps only: it brings the address provider (and maybe Google Maps) along.
const AddressWidget = lazyWidget('address', PLACEHOLDER_SIZES.address, () => import('./address-widget').then((m) => m.AddressWidget));
// Loaded on the move date step only: react-day-picker, date-fns and the phone's bottom sheet.
const CalendarWidget = lazyWidget('calendar', PLACEHOLDER_SIZES.calendar, () => import('./calendar-widget').then((m) => m.CalendarWidget));

/**
 * Every widget name a step file may use (core/registry-names.ts), with its component: RJSF's
 * `widgets` prop as is (every entry is a function component). Typed as a full Record, so a
 * name without a widget fails to compile.
 */
export const widgetRegistry: Record<WidgetName, ComponentType<WidgetProps>> = {
  text: TextWidget,
  email: EmailWidget,
  phone: PhoneWidget,
  textarea: TextareaWidget,
  number: NumberWidget,
  counter: CounterWidget,
  iconChoice: IconChoiceWidget,
  calendar: CalendarWidget,
  timeOfDay: TimeOfDayWidget,
  yesNo: YesNoWidget,
  select: SelectWidget,
  checkboxGroup: CheckboxGroupWidget,
  checkbox: CheckboxWidget,
  address: AddressWidget,
  // Loaded on first use only: it brings Stripe.js along (the checkout shows the same form itself).
  card: lazyWidget('card', PLACEHOLDER_SIZES.card, () => import('./card-widget').then((m) => m.CardWidget)),
};

/**
 * Widgets that render their own label (a legend for groups, a label row with a tooltip, a label
 * beside a checkbox): the FieldTemplate must not render a `<label>` for these. It still renders
 * the error list with id `${id}__error`, which every widget names in aria-describedby.
 */
export const widgetsWithOwnLabel: ReadonlySet<WidgetName> = new Set<WidgetName>([
  'counter',
  'iconChoice',
  'calendar',
  'timeOfDay',
  'yesNo',
  'select',
  'checkboxGroup',
  'checkbox',
  'card',
]);
