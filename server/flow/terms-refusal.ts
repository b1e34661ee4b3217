import type { ConversionRefusal } from './conversion-refusal';
import { funnelDefinition } from '../../core/funnel-definition';

/** Whether the stored booking records the checkout's terms as accepted, with the server's time. */
export function hasAcceptedTerms(data: Record<string, unknown>): boolean {
  return data.termsAccepted === true && typeof data.termsAcceptedAt === 'string';
}

/**
 * Pay later and the card setup stand only on terms the customer accepted (issue 23 point 11): the
 * checkout's save stores them; without them the customer is sent back to the checkout (422).
 */
export function termsRefusal(data: Record<string, unknown>): ConversionRefusal | null {
  if (hasAcceptedTerms(data)) return null;
  const checkout = funnelDefinition.steps.checkout!;
  // The checkout's own words for it (schemas/steps/checkout.json), as the browser shows them under its button.
  return { messages: [checkout.copy?.termsRequired ?? 'Accept the terms to continue.'], step: checkout.id, path: checkout.path };
}
