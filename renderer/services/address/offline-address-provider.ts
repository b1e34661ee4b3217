import type { AddressProvider, AddressSuggestion, DepotAddress, ResolvedAddress, RouteRequest } from '../../../core/address-provider';
import { haversineMiles, type LatLng } from '../../../core/haversine-miles';

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
 * ZIP-code endpoints for suggestions and coordinates, straight-line miles for distance.
 */
export function createOfflineAddressProvider(options: OfflineAddressProviderOptions = {}): AddressProvider {
  const base = options.baseUrl ?? '';
  const getJson = async <T>(path: string, signal?: AbortSignal): Promise<T> => {
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    const url = `${base}${path}`;
    const response = await doFetch(url, { method: 'GET', credentials: 'same-origin', headers: { Accept: 'application/json' }, signal });
    const body = (await response.json().catch(() => null)) as { messages?: unknown } | null;
    if (!response.ok) {
      const messages = Array.isArray(body?.messages) ? body.messages.filter((m) => typeof m === 'string') : [];
      throw new Error(messages.length > 0 ? messages.join('\n') : `API Request Failed: ${url}`);
    }
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

  // A depot without coordinates is placed at its ZIP's centroid, like every customer address.
  const depotPoint = async (depot: DepotAddress): Promise<LatLng> => {
    if (typeof depot.lat === 'number' && typeof depot.lng === 'number') return { lat: depot.lat, lng: depot.lng };
    const [first] = await suggest(`${depot.line1}, ${depot.city}, ${depot.state} ${depot.zip}`);
    if (!first) throw new Error(`Depot address not found: ${depot.line1}, ${depot.city}, ${depot.state} ${depot.zip}`);
    return resolve(first);
  };

  return {
    approximate: true,
    suggest,
    resolve,
    async distanceMiles(route: RouteRequest): Promise<number> {
      const stops: LatLng[] = [await depotPoint(route.from), route.origin, ...(route.destination ? [route.destination] : [])];
      return stops.slice(1).reduce((miles, stop, i) => miles + haversineMiles(stops[i]!, stop), 0);
    },
  };
}
