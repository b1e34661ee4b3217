import type { ResolvedStep } from '../../core/flow/resolve-step';
import type { FieldOption } from '../../core/flow/step-definition';
import { isRecord } from '../../core/is-record';

/**
 * The checkout step as shown without card payments: the 'pay_now' choice stays visible but
 * disabled (RJSF's `enumDisabled`), and its description says why, in the step's own words
 * (`copy.payNowUnavailable`). A stored 'pay_now' cannot be submitted either: checkout's submit
 * stays disabled for pay now without a card provider. Only the drawing changes: the flow session
 * resolved the step, and its rules and messages stay the file's.
 */
export function withoutPayNow(resolved: ResolvedStep, reason: string): ResolvedStep {
  const ui = resolved.uiSchema.conversionType;
  if (!isRecord(ui)) throw new Error('The checkout step shows no conversionType field to disable pay now in');
  const uiOptions = isRecord(ui['ui:options']) ? ui['ui:options'] : {};
  // core/flow/resolve-step.ts puts the step file's FieldOption list here.
  const options = Array.isArray(uiOptions.options) ? (uiOptions.options as FieldOption[]) : undefined;
  const conversionType = {
    ...ui,
    'ui:options': {
      ...uiOptions,
      enumDisabled: ['pay_now'],
      ...(options ? { options: options.map((option) => (option.value === 'pay_now' ? { ...option, description: reason } : option)) } : {}),
    },
  };
  return { ...resolved, uiSchema: { ...resolved.uiSchema, conversionType } };
}
