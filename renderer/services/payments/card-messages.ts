/**
 * What the customer reads when a card setup cannot go on. Stripe's own message (a declined card,
 * a failed authentication) is shown as Stripe words it; these cover the cases without one.
 */
export const CARD_MESSAGES = {
  setupFailed: 'We could not save your card. Please check the details and try again.',
  loadFailed: 'The card form could not load. Please reload the page or choose pay later.',
  checkFailed: 'We could not confirm your card. Please try again, or choose pay later.',
} as const;
