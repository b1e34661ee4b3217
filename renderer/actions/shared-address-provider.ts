import type { AddressProvider } from '../../core/address-provider';
import { loadAddressProvider } from '../services/address/choose-address-provider';
import { useFunnelStore } from '../store/funnel-store';

let provider: Promise<AddressProvider> | null = null;

/**
 * One address provider per page, loaded on first use (address steps and the serviceability check),
 * so the landing page never downloads it. A failed load is forgotten so the next use retries.
 */
export function sharedAddressProvider(): Promise<AddressProvider> {
  provider ??= loadAddressProvider(useFunnelStore.getState().settings).catch((error: unknown) => {
    provider = null;
    throw error;
  });
  return provider;
}
