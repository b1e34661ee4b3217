import { useEffect, useState } from 'react';
import type { AddressProvider, AddressSuggestion } from '../../core/address-provider';

/** docs/FUNNEL.md#business-constants: address suggestion debounce. */
export const SUGGEST_DEBOUNCE_MS = 200;
/** Fewer characters than this match too much to be useful. */
export const MIN_QUERY_LENGTH = 3;

export interface SuggestionsState {
  /** The query these suggestions answer; '' before any answer. */
  query: string;
  suggestions: AddressSuggestion[];
  /** The lookup failed (no connection, the server down): not the same as nothing matching. */
  failed: boolean;
}

const EMPTY: SuggestionsState = { query: '', suggestions: [], failed: false };

/**
 * Suggestions for what the customer typed, asked 200 ms after the last keystroke. A newer
 * keystroke aborts the pending or in-flight request, so a slow old answer never replaces a newer one.
 */
export function useAddressSuggestions(provider: AddressProvider | undefined, query: string): SuggestionsState {
  const [state, setState] = useState<SuggestionsState>(EMPTY);
  useEffect(() => {
    const text = query.trim();
    if (!provider || text.length < MIN_QUERY_LENGTH) {
      setState(EMPTY);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      provider.suggest(text, controller.signal).then(
        (suggestions) => {
          if (!controller.signal.aborted) setState({ query, suggestions, failed: false });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error(error);
          setState({ query, suggestions: [], failed: true });
        },
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [provider, query]);
  return state;
}
