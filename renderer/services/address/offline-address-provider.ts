import type { AddressProvider, AddressSuggestion, ResolvedAddress } from '../../../core/address-provider';
import { fieldOf } from '../../../core/is-record';

export interface OfflineAddressProviderOptions {
  /** Origin of the API, '' for the page's own. */
  baseUrl?: string;
  /** Injected in tests; the page's fetch otherwise. */
  fetch?: typeof fetch;
}

/** The longest input the suggest endpoint accepts (its querystring schema). */
const MAX_INPUT = 200;

/**
 * The default provider on a machine without a Google key (docs/FUNNEL.md#calls): the server's
 * ZIP-code endpoints for suggestions and coordinates. The server computes the distance itself.
 */
export function createOfflineAddressProvider(options: OfflineAddressProviderOptions = {}): AddressProvider {
  const base = options.baseUrl ?? '';
  const getJson = async <T>(path: string, signal?: AbortSignal): Promise<T> => {
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    const url = `${base}${path}`;
    const response = await doFetch(url, { method: 'GET', credentials: 'same-origin', headers: { Accept: 'application/json' }, signal });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const raw = fieldOf(body, 'messages');
      const messages = Array.isArray(raw) ? raw.filter((m) => typeof m === 'string') : [];
      throw new Error(messages.length > 0 ? messages.join('\n') : `API Request Failed: ${url}`);
    }
    // The two address endpoints answer the types their callers below name (server/routes/addresses.ts).
    return body as T;
  };

  const suggest = async (input: string, signal?: AbortSignal): Promise<AddressSuggestion[]> => {
    const text = input.trim().slice(0, MAX_INPUT);
    if (!text) return [];
    const { suggestions } = await getJson<{ suggestions: AddressSuggestion[] }>(
      `/api/v1/addresses/suggest?input=${encodeURIComponent(text)}`,
      signal,
    );
    return suggestions;
  };
  const resolve = (suggestion: AddressSuggestion): Promise<ResolvedAddress> =>
    getJson<ResolvedAddress>(`/api/v1/addresses/resolve?id=${encodeURIComponent(suggestion.id)}`);

  return {
    approximate: true,
    suggest,
    resolve,
  };
}
