import type { AddressProvider } from '../../../core/address-provider';
import { createFallbackAddressProvider, GOOGLE_LOOKUP_TIMEOUT_MS, withTimeout } from './fallback-address-provider';
import { createOfflineAddressProvider } from './offline-address-provider';

export interface AddressProviderSettings {
  googleApiKey?: string | null;
}

/** Logged as a warning: a blocked Google is the customer's setup, not our fault, and the funnel carries on. */
const warnFallback = (error: unknown) => console.warn('Address lookup falls back to typed addresses:', error);

/**
 * The one place that picks the address provider (docs/FUNNEL.md#calls): Google's when the host
 * page's settings carry a key, else the offline one. Google's code is a dynamic import, so it
 * stays out of the landing page's bundle and loads only on the address steps. When Google's code or
 * libraries cannot load in time, or later stop answering, the offline provider takes over and the
 * customer types the full address (fallback-address-provider.ts).
 */
export async function loadAddressProvider(
  settings: AddressProviderSettings,
  // Server rendering has no browser to load Google's libraries in: the page it sends asks for the typed address.
  loadGoogle: ((apiKey: string) => Promise<AddressProvider>) | null = typeof window === 'undefined' ? null : loadGoogleProvider,
): Promise<AddressProvider> {
  const apiKey = settings.googleApiKey?.trim();
  const offline = createOfflineAddressProvider();
  if (!apiKey || !loadGoogle) return offline;
  let primary: AddressProvider | null = null;
  try {
    primary = await withTimeout(loadGoogle(apiKey), GOOGLE_LOOKUP_TIMEOUT_MS);
  } catch (error) {
    warnFallback(error);
  }
  return createFallbackAddressProvider({ primary, offline, onFallback: warnFallback });
}

/** Google's provider with its libraries loaded (a rejection: they could not load). */
async function loadGoogleProvider(apiKey: string): Promise<AddressProvider> {
  const { createGoogleAddressProvider } = await import('./google-address-provider');
  const google = createGoogleAddressProvider({ apiKey });
  await google.load();
  return google;
}
