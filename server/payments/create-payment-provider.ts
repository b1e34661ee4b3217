import type { AppConfig } from '../config/app-config';
import type { PaymentProvider } from './payment-provider';

/**
 * The configured card provider, or null: pay now is then unavailable and pay later still works
 * (DESIGN section 6). Until the Stripe issue (6) lands there is no provider even with a key, and
 * the host page says so (settings.stripeAvailable false).
 */
export function createPaymentProvider(_config: AppConfig): PaymentProvider | null {
  return null;
}
