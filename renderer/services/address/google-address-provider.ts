import type { AddressProvider, AddressSuggestion, ResolvedAddress } from '../../../core/address-provider';
import { addressFromComponents, fromGeocoderComponents, fromPlaceComponents } from './google-address-components';
import { geocodeOrReject } from './geocode-or-reject';
import { loadGoogleMapsLibraries, type GoogleMapsLibraries } from './load-google-maps-libraries';

export interface GoogleAddressProviderOptions {
  apiKey: string | null | undefined;
}

/** Street-level results only: the legacy 'address' collection is not a valid primary type. */
const PRIMARY_TYPES = ['street_address', 'premise', 'subpremise'];

function throwIfAborted(signal?: AbortSignal): void {
  if (signal?.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError');
}

/**
 * Google's provider (docs/FUNNEL.md#calls): Places (New) autocomplete with session tokens and the
 * geocoding checks of docs/FUNNEL.md#validation. No Routes call: the server computes the distance
 * with its own key. Libraries load on `load()` or the first call, so creating the provider costs nothing.
 */
export function createGoogleAddressProvider(options: GoogleAddressProviderOptions): AddressProvider & { load(): Promise<unknown> } {
  const apiKey = options.apiKey?.trim();
  if (!apiKey) throw new Error('Google API key is required');
  let libraries: Promise<GoogleMapsLibraries> | undefined;
  const load = () => (libraries ??= loadGoogleMapsLibraries(apiKey));
  // One token per autocomplete session; a selection (fetchFields) ends the session.
  let sessionToken: google.maps.places.AutocompleteSessionToken | undefined;
  let predictions = new Map<string, google.maps.places.PlacePrediction>();

  return {
    approximate: false,
    load,

    async suggest(input: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
      const text = input.trim();
      if (!text) return [];
      const { places } = await load();
      throwIfAborted(signal);
      sessionToken ??= new places.AutocompleteSessionToken();
      const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input: text,
        sessionToken,
        includedRegionCodes: ['us'],
        includedPrimaryTypes: PRIMARY_TYPES,
        language: 'en-US',
        region: 'us',
      });
      throwIfAborted(signal);
      const found = suggestions.flatMap((s) => (s.placePrediction ? [s.placePrediction] : []));
      predictions = new Map(found.map((p) => [p.placeId, p]));
      return found.map((p) => ({
        id: p.placeId,
        text: p.text.text,
        mainText: p.mainText?.text ?? undefined,
        secondaryText: p.secondaryText?.text ?? undefined,
      }));
    },

    async resolve(suggestion: AddressSuggestion): Promise<ResolvedAddress> {
      const { places, geocoding } = await load();
      const prediction = predictions.get(suggestion.id);
      const place = prediction ? prediction.toPlace() : new places.Place({ id: suggestion.id });
      sessionToken = undefined;
      await place.fetchFields({ fields: ['addressComponents', 'formattedAddress', 'location'] });
      const geocoder = new geocoding.Geocoder();
      const [forward] = await geocodeOrReject(geocoder, {
        address: place.formattedAddress ?? suggestion.text,
        componentRestrictions: { country: 'US' },
      });
      const location = forward!.geometry.location;
      const reverse = await geocodeOrReject(geocoder, { location });
      const fields = addressFromComponents([
        fromPlaceComponents(place.addressComponents),
        fromGeocoderComponents(forward!.address_components),
        ...reverse.map((r) => fromGeocoderComponents(r.address_components)),
      ]);
      return { ...fields, lat: location.lat(), lng: location.lng(), placeId: place.id || suggestion.id };
    },
  };
}
