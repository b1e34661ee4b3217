import type { StepDefinition } from '../../core/step-definition';

/**
 * The checkout step as shown without card payments: the 'pay_now' choice stays visible but
 * disabled (RJSF's `enumDisabled`), and its description says why, in the step's own words
 * (`copy.payNowUnavailable`). A stored 'pay_now' cannot be submitted either: checkout's submit
 * stays disabled for pay now without a card provider.
 */
export function withoutPayNow(step: StepDefinition, reason: string): StepDefinition {
  const field = step.fields?.conversionType;
  if (!field) throw new Error(`Step "${step.id}" has no conversionType field to disable pay now in`);
  return {
    ...step,
    fields: {
      ...step.fields,
      conversionType: {
        ...field,
        widgetOptions: { ...field.widgetOptions, enumDisabled: ['pay_now'] },
        options: field.options?.map((option) => (option.value === 'pay_now' ? { ...option, description: reason } : option)),
      },
    },
  };
}
