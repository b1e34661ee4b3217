import { useFunnelStore } from '../store/funnel-store';
import { convertPayNow } from './convert-pay-now';
import type { StepAction } from './step-action';

/** 'convert' (docs/FUNNEL.md#saving-and-conversions): pay later saves conversionType, POSTs pay-later and goes to processing; pay now is its own seam. */
export const convert: StepAction = async (context) => {
  if (context.formData.conversionType === 'pay_now') return convertPayNow(context);
  await useFunnelStore.getState().convert({ conversionType: 'pay_later' });
  context.navigate(context.pathOf('processing', { status: 'pay_later' }));
  return 'stop';
};
