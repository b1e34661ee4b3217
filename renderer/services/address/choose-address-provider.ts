import type { AddressProvider } from '../../../core/address-provider';
import { createOfflineAddressProvider } from './offline-address-provider';

export interface AddressProviderSettings {
  googleApiKey?: string | null;
}

/**
 * The one place that picks the address provider (docs/FUNNEL.md#calls): Google's when the host
 * page's settings carry a key, else the offline one. Google's code is a dynamic import, so it
 * stays out of the landing page's bundle and loads only on the address steps.
 */
export async function loadAddressProvider(settings: AddressProviderSettings): Promise<AddressProvider> {
  const apiKey = settings.googleApiKey?.trim();
  if (!apiKey) return createOfflineAddressProvider();
  const { createGoogleAddressProvider } = await import('./google-address-provider');
  return createGoogleAddressProvider({ apiKey });
}
