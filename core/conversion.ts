import type { UnserviceableReason } from './unserviceable-reasons';

/**
 * How a booking converted: pay later (details saved), pay now (a card on file) or unserviceable (the customer is told
 * to call, with the reason). The one conversion type of the funnel: the routes ask for one, the server records one, the
 * lead names one (docs/FUNNEL.md, "What the server checks").
 */
export type Conversion = { type: 'pay_later' } | { type: 'pay_now' } | { type: 'unserviceable'; reason: UnserviceableReason };
