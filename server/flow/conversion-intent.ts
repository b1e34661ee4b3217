import type { UnserviceableReason } from '../../core/unserviceable-reasons';

/** What a conversion route asks for: pay later, pay now (the card's setup and its check), or unserviceable with the browser's reason. */
export type ConversionIntent = { type: 'pay_later' } | { type: 'pay_now' } | { type: 'unserviceable'; reason: UnserviceableReason };
