let key = '';

/** Kept from the host page for the payments issue's card element ('' when no key is configured). */
export function setStripePublishableKey(value: string): void {
  key = value;
}

export function stripePublishableKey(): string {
  return key;
}
