import { describe, expect, it, vi } from 'vitest';
import { INCOMPLETE_ADDRESS_MESSAGE, type AddressProvider, type AddressSuggestion } from '../../../../core/address-provider';
import { createFallbackAddressProvider } from '../../../../renderer/services/address/fallback-address-provider';

const GOOGLE: AddressSuggestion = { id: 'ChIJ-broadway', text: '200 Broadway, Denver, CO, USA' };
const OFFLINE: AddressSuggestion = { id: 'offline-1', text: '200 Broadway, Denver, CO 80203' };
const PLACED = {
  address: OFFLINE.text,
  street: '200 Broadway',
  city: 'Denver',
  state: 'CO',
  postalCode: '80203',
  country: 'US' as const,
  lat: 39.72,
  lng: -104.98,
  placeId: 'offline:80203:200 Broadway',
};

function providers(google: Partial<AddressProvider> = {}) {
  const primary: AddressProvider = {
    approximate: false,
    suggest: vi.fn(async () => [GOOGLE]),
    resolve: vi.fn(async () => ({ ...PLACED, placeId: GOOGLE.id })),
    ...google,
  };
  const offline: AddressProvider = { approximate: true, suggest: vi.fn(async () => [OFFLINE]), resolve: vi.fn(async () => PLACED) };
  const onFallback = vi.fn();
  return { primary, offline, onFallback };
}

describe('createFallbackAddressProvider', () => {
  it("answers with Google's provider while it answers", async () => {
    const { primary, offline, onFallback } = providers();
    const provider = createFallbackAddressProvider({ primary, offline, onFallback });
    expect(await provider.suggest('200 Broadway')).toEqual([GOOGLE]);
    expect((await provider.resolve(GOOGLE)).placeId).toBe(GOOGLE.id);
    expect(provider.typed).toBe(false);
    expect(offline.suggest).not.toHaveBeenCalled();
    expect(onFallback).not.toHaveBeenCalled();
  });

  it('reads typed lines on the server from the start when Google could not load', async () => {
    const { offline } = providers();
    const provider = createFallbackAddressProvider({ primary: null, offline });
    expect(provider.typed).toBe(true);
    expect(await provider.suggest('200 Broadway, Denver, CO 80203')).toEqual([OFFLINE]);
    expect(await provider.resolve(OFFLINE)).toEqual(PLACED);
  });

  it('falls back for good when a request fails, and tells once', async () => {
    const { primary, offline, onFallback } = providers({ suggest: vi.fn(async () => Promise.reject(new Error('OVER_QUERY_LIMIT'))) });
    const provider = createFallbackAddressProvider({ primary, offline, onFallback });
    expect(await provider.suggest('200 Broadway')).toEqual([OFFLINE]);
    expect(provider.typed).toBe(true);
    await provider.suggest('200 Broadway, Denver');
    expect(primary.suggest).toHaveBeenCalledTimes(1);
    expect(onFallback).toHaveBeenCalledTimes(1);
    expect(await provider.resolve(OFFLINE)).toEqual(PLACED);
    expect(primary.resolve).not.toHaveBeenCalled();
  });

  it('falls back when Google does not answer in time', async () => {
    vi.useFakeTimers();
    try {
      const { primary, offline } = providers({ suggest: () => new Promise<never>(() => {}) });
      const provider = createFallbackAddressProvider({ primary, offline, timeoutMs: 1000 });
      const answer = provider.suggest('200 Broadway');
      await vi.advanceTimersByTimeAsync(1000);
      expect(await answer).toEqual([OFFLINE]);
      expect(provider.typed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("reads a Google suggestion's text on the server when Google cannot resolve it", async () => {
    const { primary, offline } = providers({ resolve: vi.fn(async () => Promise.reject(new Error('network'))) });
    const provider = createFallbackAddressProvider({ primary, offline });
    expect(await provider.resolve(GOOGLE)).toEqual(PLACED);
    expect(offline.suggest).toHaveBeenCalledWith(GOOGLE.text, undefined);
  });

  it('keeps an incomplete address incomplete (no fallback for an answer)', async () => {
    const { primary, offline } = providers({ resolve: vi.fn(async () => Promise.reject(new Error(INCOMPLETE_ADDRESS_MESSAGE))) });
    const provider = createFallbackAddressProvider({ primary, offline });
    await expect(provider.resolve(GOOGLE)).rejects.toThrow(INCOMPLETE_ADDRESS_MESSAGE);
    expect(provider.typed).toBe(false);
  });

  it('passes an aborted request on without falling back', async () => {
    const abort = new DOMException('Aborted', 'AbortError');
    const { primary, offline } = providers({ suggest: vi.fn(async () => Promise.reject(abort)) });
    const provider = createFallbackAddressProvider({ primary, offline });
    await expect(provider.suggest('200')).rejects.toBe(abort);
    expect(provider.typed).toBe(false);
  });
});
