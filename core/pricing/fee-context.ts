import type { ConditionContext } from '../flow/step-definition';

/**
 * What a fee's `when` sees besides the booking being priced: the session's context (partner, query, location,
 * serviceability), the same one the steps' conditions see. The booking is the one priced, so a date's price or a
 * hidden answer is judged as priced.
 */
export type FeeContext = Omit<ConditionContext, 'booking'>;

/** The context of a fee's condition for `booking`: the session's, or, without one, the booking alone. */
export function feeConditionContext(booking: Record<string, unknown>, context: FeeContext | undefined): ConditionContext {
  return { partner: {}, query: {}, ...context, booking };
}
