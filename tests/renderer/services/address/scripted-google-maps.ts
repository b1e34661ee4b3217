/**
 * A scripted stand-in for the browser side of Google Maps (`google.maps.places` and
 * `google.maps.geocoding`): classes with the real names and shapes that record every call
 * and answer what the test scripted. Only the far side of the network is fake.
 */
export interface ScriptedComponent {
  types: string[];
  long: string;
  short?: string;
}

export interface ScriptedPlace {
  id: string;
  formattedAddress: string;
  components: ScriptedComponent[];
}

export interface ScriptedGeocode {
  /** A GeocoderStatus to reject with, like the real promise API (MapsRequestError.code). */
  status?: string;
  results?: { formatted: string; lat: number; lng: number; components: ScriptedComponent[] }[];
}

export function createScriptedGoogleMaps() {
  const calls = {
    autocomplete: [] as google.maps.places.AutocompleteRequest[],
    fetchFields: [] as { placeId: string; request: google.maps.places.FetchFieldsRequest }[],
    placesConstructed: [] as google.maps.places.PlaceOptions[],
    geocode: [] as google.maps.GeocoderRequest[],
  };
  const script = {
    predictions: [] as { placeId: string; text: string; mainText?: string; secondaryText?: string }[],
    places: new Map<string, ScriptedPlace>(),
    geocodes: [] as ScriptedGeocode[],
  };
  let tokens = 0;

  class AutocompleteSessionToken {
    readonly n = ++tokens;
  }

  class Place {
    readonly id: string;
    private fetched = false;
    constructor(options: google.maps.places.PlaceOptions) {
      calls.placesConstructed.push(options);
      this.id = options.id ?? '';
    }
    private data(): ScriptedPlace {
      if (!this.fetched) throw new Error('Place field read before fetchFields');
      const place = script.places.get(this.id);
      if (!place) throw new Error(`no scripted place ${this.id}`);
      return place;
    }
    get formattedAddress() {
      return this.data().formattedAddress;
    }
    get addressComponents() {
      return this.data().components.map((c) => ({ types: c.types, longText: c.long, shortText: c.short ?? c.long }));
    }
    async fetchFields(request: google.maps.places.FetchFieldsRequest) {
      calls.fetchFields.push({ placeId: this.id, request });
      this.fetched = true;
      return { place: this };
    }
  }

  class AutocompleteSuggestion {
    static async fetchAutocompleteSuggestions(request: google.maps.places.AutocompleteRequest) {
      calls.autocomplete.push(request);
      return {
        suggestions: [
          // A query prediction (no placePrediction) must be skipped.
          { placePrediction: null },
          ...script.predictions.map((p) => ({
            placePrediction: {
              placeId: p.placeId,
              text: { text: p.text },
              mainText: p.mainText ? { text: p.mainText } : null,
              secondaryText: p.secondaryText ? { text: p.secondaryText } : null,
              toPlace: () => new Place({ id: p.placeId }),
            },
          })),
        ],
      };
    }
  }

  class Geocoder {
    async geocode(request: google.maps.GeocoderRequest) {
      calls.geocode.push(request);
      const next = script.geocodes.shift();
      if (!next) throw new Error('unscripted geocode call');
      if (next.status)
        throw Object.assign(new Error(`Geocoding Service: ${next.status}`), { code: next.status, endpoint: 'GEOCODER_GEOCODE' });
      return {
        results: (next.results ?? []).map((r) => ({
          formatted_address: r.formatted,
          geometry: { location: { lat: () => r.lat, lng: () => r.lng, toJSON: () => ({ lat: r.lat, lng: r.lng }) } },
          address_components: r.components.map((c) => ({ types: c.types, long_name: c.long, short_name: c.short ?? c.long })),
          place_id: 'geo',
          types: [],
        })),
      };
    }
  }

  const libraries = {
    places: { AutocompleteSessionToken, AutocompleteSuggestion, Place } as unknown as google.maps.PlacesLibrary,
    geocoding: { Geocoder } as unknown as google.maps.GeocodingLibrary,
  };
  return { calls, script, libraries };
}

/** Components of 1600 Champa St, Denver, CO 80202 as Google lists them. */
export const DENVER_COMPONENTS: ScriptedComponent[] = [
  { types: ['street_number'], long: '1600' },
  { types: ['route'], long: 'Champa Street', short: 'Champa St' },
  { types: ['neighborhood', 'political'], long: 'Central Business District' },
  { types: ['locality', 'political'], long: 'Denver' },
  { types: ['administrative_area_level_2', 'political'], long: 'Denver County' },
  { types: ['administrative_area_level_1', 'political'], long: 'Colorado', short: 'CO' },
  { types: ['country', 'political'], long: 'United States', short: 'US' },
  { types: ['postal_code'], long: '80202' },
];
