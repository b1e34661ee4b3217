import { describe, expect, it, vi } from 'vitest';
import { importLibrary } from '@googlemaps/js-api-loader';
import { loadAddressProvider } from '../../../../renderer/services/address/choose-address-provider';

vi.mock('@googlemaps/js-api-loader', () => ({ setOptions: vi.fn(), importLibrary: vi.fn() }));

describe('loadAddressProvider', () => {
  it.each([[{ googleApiKey: null }], [{ googleApiKey: '' }], [{ googleApiKey: '  ' }], [{}]])(
    'is the offline provider for %j',
    async (settings) => {
      const provider = await loadAddressProvider(settings);
      expect(provider.approximate).toBe(true);
    },
  );

  it("is Google's when the settings carry a key", async () => {
    const provider = await loadAddressProvider({ googleApiKey: 'test-key' });
    expect(provider.approximate).toBe(false);
    // Google's provider loads its libraries on first use only.
    expect(importLibrary).not.toHaveBeenCalled();
  });
});
