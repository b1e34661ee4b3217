import { describe, expect, it, vi } from 'vitest';
import type { AddressProvider } from '../../../../core/address-provider';
import { loadAddressProvider } from '../../../../renderer/services/address/choose-address-provider';

const google: AddressProvider = { approximate: false, suggest: async () => [], resolve: async () => Promise.reject(new Error('unused')) };

describe('loadAddressProvider', () => {
  it.each([[{ googleApiKey: null }], [{ googleApiKey: '' }], [{ googleApiKey: '  ' }], [{}]])(
    'is the offline provider for %j',
    async (settings) => {
      const loadGoogle = vi.fn(async () => google);
      const provider = await loadAddressProvider(settings, loadGoogle);
      expect(provider.approximate).toBe(true);
      expect(provider.typed).toBeFalsy();
      expect(loadGoogle).not.toHaveBeenCalled();
    },
  );

  it("is Google's, libraries loaded, when the settings carry a key", async () => {
    const loadGoogle = vi.fn(async () => google);
    const provider = await loadAddressProvider({ googleApiKey: ' test-key ' }, loadGoogle);
    expect(loadGoogle).toHaveBeenCalledWith('test-key');
    expect(provider.approximate).toBe(false);
    expect(provider.typed).toBe(false);
  });

  it("asks for typed lines when Google's libraries cannot load (blocked, offline)", async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const provider = await loadAddressProvider({ googleApiKey: 'test-key' }, () =>
      Promise.reject(new Error('The Google Maps JavaScript API could not load.')),
    );
    expect(provider.typed).toBe(true);
    expect(warned).toHaveBeenCalledTimes(1);
    warned.mockRestore();
  });
});
