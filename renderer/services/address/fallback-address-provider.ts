import {
  INCOMPLETE_ADDRESS_MESSAGE,
  type AddressProvider,
  type AddressSuggestion,
  type ResolvedAddress,
} from '../../../core/address-provider';

/** docs/FUNNEL.md#business-constants: how long Google may take to load or answer before the server's reading stands in. */
export const GOOGLE_LOOKUP_TIMEOUT_MS = 6000;

export interface FallbackAddressProviderOptions {
  /** Google's provider, loaded; null when it could not load (the offline provider answers from the start). */
  primary: AddressProvider | null;
  /** The server's offline reading of typed lines. */
  offline: AddressProvider;
  timeoutMs?: number;
  /** Told once, when the primary fails and the offline provider takes over. */
  onFallback?: (error: unknown) => void;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** `work`, or a rejection once `ms` have passed without an answer. */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Address lookup timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Google's provider while it answers; the offline one (the server reads the typed line) from the first
 * time Google fails to load, times out or errs (an ad blocker, a company filter, a quota, an outage).
 * From then on `typed` is true: the widget asks for the full address instead of a choice from Google's list.
 * A suggestion listed by Google but not resolvable any more is read again from its text by the server.
 */
export function createFallbackAddressProvider(options: FallbackAddressProviderOptions): AddressProvider {
  const { primary, offline, timeoutMs = GOOGLE_LOOKUP_TIMEOUT_MS, onFallback } = options;
  let fellBack = primary === null;
  const offlineIds = new Set<string>();
  const fallBack = (error: unknown) => {
    if (fellBack) return;
    fellBack = true;
    onFallback?.(error);
  };
  const offlineSuggest = async (input: string, signal?: AbortSignal) => {
    const found = await offline.suggest(input, signal);
    for (const suggestion of found) offlineIds.add(suggestion.id);
    return found;
  };

  return {
    approximate: false,
    get typed() {
      return fellBack;
    },
    async suggest(input: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
      if (primary && !fellBack) {
        try {
          return await withTimeout(primary.suggest(input, signal), timeoutMs);
        } catch (error) {
          if (signal?.aborted || isAbort(error)) throw error;
          fallBack(error);
        }
      }
      return offlineSuggest(input, signal);
    },
    async resolve(suggestion: AddressSuggestion): Promise<ResolvedAddress> {
      if (offlineIds.has(suggestion.id) || !primary) return offline.resolve(suggestion);
      try {
        return await withTimeout(primary.resolve(suggestion), timeoutMs);
      } catch (error) {
        if (error instanceof Error && error.message === INCOMPLETE_ADDRESS_MESSAGE) throw error;
        fallBack(error);
      }
      const [only, ...more] = await offlineSuggest(suggestion.text);
      if (!only || more.length > 0) throw new Error(INCOMPLETE_ADDRESS_MESSAGE);
      return offline.resolve(only);
    },
  };
}
