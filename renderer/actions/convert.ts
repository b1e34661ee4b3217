import { convertPayNow } from './convert-pay-now';
import type { StepAction } from './step-action';

/**
 * 'convert': pay now is its own seam (the card provider leaves the page). Pay later needs nothing
 * here: the checkout's next edge records it and goes to processing (docs/FUNNEL.md, "Saving and conversions").
 */
export const convert: StepAction = async (context) => {
  if (context.formData.conversionType === 'pay_now') return convertPayNow(context);
};
