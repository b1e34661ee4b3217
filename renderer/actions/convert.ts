import { convertPayNow } from './convert-pay-now';
import type { StepAction } from './step-action';

/** 'convert' (SPEC section 4): pay later saves conversionType, POSTs pay-later and goes to processing; pay now is its own seam. */
export const convert: StepAction = async (context) => {
  if (context.formData.conversionType === 'pay_now') return convertPayNow(context);
  await context.store.getState().convert({ conversionType: 'pay_later' });
  context.navigate(context.pathOf('processing', { status: 'pay_later' }));
  return 'stop';
};
