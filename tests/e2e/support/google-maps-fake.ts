import type { Page, Request } from 'playwright-core';
import type { RecordedPlace } from './google-recorded-places';

/** What the scripted Google objects saw, read back from the page. */
export interface GoogleMapsCalls {
  autocomplete: {
    input: string;
    token: number | null;
    includedRegionCodes?: string[];
    includedPrimaryTypes?: string[];
    language?: string;
    region?: string;
  }[];
  fetchFields: { placeId: string; fields: string[]; token: number | null }[];
  geocode: { address?: string; location?: { lat: number; lng: number }; country?: string }[];
}

/**
 * The Maps JavaScript API as the @googlemaps/js-api-loader 2 bootstrap expects it (its dist/index.js):
 * the loader appends <script src="https://maps.googleapis.com/maps/api/js?libraries=…&key=…&callback=google.maps.__ib__">;
 * that script replaces `google.maps.importLibrary` with the real one, then calls the callback, after
 * which the loader's pending importLibrary calls are answered by ours. This function runs in the
 * page (serialized), so it uses nothing from outside its body but its argument.
 */
function installScriptedGoogleMaps(places: RecordedPlace[]): void {
  const w = window as unknown as { google: { maps: Record<string, unknown> }; __googleMapsCalls: GoogleMapsCalls };
  const src = (document.currentScript as HTMLScriptElement | null)?.src;
  if (!src) throw new Error('scripted Maps API: no currentScript');
  const params = new URL(src).searchParams;
  if (!params.get('key')) throw new Error('scripted Maps API: the bootstrap URL has no key');
  const calls: GoogleMapsCalls = { autocomplete: [], fetchFields: [], geocode: [] };
  w.__googleMapsCalls = calls;

  class LatLng {
    private readonly latitude: number;
    private readonly longitude: number;
    constructor(lat: number, lng: number) {
      this.latitude = lat;
      this.longitude = lng;
    }
    lat() {
      return this.latitude;
    }
    lng() {
      return this.longitude;
    }
    toJSON() {
      return { lat: this.latitude, lng: this.longitude };
    }
  }

  let tokens = 0;
  class AutocompleteSessionToken {
    readonly id = ++tokens;
  }

  const byId = new Map(places.map((p) => [p.placeId, p]));
  // Places (New) fields exist only after fetchFields asks for them.
  class Place {
    id: string;
    sessionToken: AutocompleteSessionToken | null = null;
    addressComponents?: { types: string[]; longText: string; shortText: string }[];
    formattedAddress?: string;
    location?: LatLng;
    constructor(options: { id: string }) {
      this.id = options.id;
    }
    async fetchFields(request: { fields: string[] }) {
      calls.fetchFields.push({ placeId: this.id, fields: [...request.fields], token: this.sessionToken?.id ?? null });
      const place = byId.get(this.id);
      if (!place) throw Object.assign(new Error(`Place ${this.id} not found`), { code: 'NOT_FOUND' });
      if (request.fields.includes('addressComponents')) {
        this.addressComponents = place.components.map((c) => ({ types: c.types, longText: c.long, shortText: c.short }));
      }
      if (request.fields.includes('formattedAddress')) this.formattedAddress = place.formattedAddress;
      if (request.fields.includes('location')) this.location = new LatLng(place.lat, place.lng);
      return { place: this };
    }
  }

  const words = (text: string) =>
    text
      .toLowerCase()
      .split(/[\s,]+/)
      .filter(Boolean);
  class AutocompleteSuggestion {
    static async fetchAutocompleteSuggestions(request: {
      input: string;
      sessionToken?: AutocompleteSessionToken;
      includedRegionCodes?: string[];
      includedPrimaryTypes?: string[];
      language?: string;
      region?: string;
    }) {
      calls.autocomplete.push({
        input: request.input,
        token: request.sessionToken?.id ?? null,
        includedRegionCodes: request.includedRegionCodes,
        includedPrimaryTypes: request.includedPrimaryTypes,
        language: request.language,
        region: request.region,
      });
      // Every typed word starts a word of the prediction, in the recorded order.
      const typed = words(request.input);
      const found = places.filter((p) => typed.every((t) => words(p.text).some((word) => word.startsWith(t))));
      return {
        suggestions: found.map((p) => ({
          placePrediction: {
            placeId: p.placeId,
            text: { text: p.text, matches: [] },
            mainText: { text: p.mainText, matches: [] },
            secondaryText: { text: p.secondaryText, matches: [] },
            types: ['street_address'],
            toPlace() {
              const place = new Place({ id: p.placeId });
              place.sessionToken = request.sessionToken ?? null;
              return place;
            },
          },
        })),
      };
    }
  }

  const geocoderResult = (p: RecordedPlace) => ({
    formatted_address: p.formattedAddress,
    geometry: { location: new LatLng(p.lat, p.lng), location_type: 'ROOFTOP' },
    address_components: p.components.map((c) => ({ types: c.types, long_name: c.long, short_name: c.short })),
    place_id: p.placeId,
    types: ['street_address'],
  });
  class Geocoder {
    async geocode(request: { address?: string; location?: LatLng; componentRestrictions?: { country?: string } }) {
      const location = request.location ? { lat: request.location.lat(), lng: request.location.lng() } : undefined;
      calls.geocode.push({ address: request.address, location, country: request.componentRestrictions?.country });
      const found = places.filter((p) =>
        request.address !== undefined ? p.formattedAddress === request.address : p.lat === location?.lat && p.lng === location?.lng,
      );
      // The promise API rejects with a MapsRequestError whose code is the GeocoderStatus.
      if (found.length === 0)
        throw Object.assign(new Error('Geocoding Service: ZERO_RESULTS'), { name: 'MapsRequestError', code: 'ZERO_RESULTS' });
      return { results: found.map(geocoderResult) };
    }
  }

  const libraries: Record<string, unknown> = {
    core: { LatLng },
    places: { AutocompleteSuggestion, AutocompleteSessionToken, Place },
    geocoding: { Geocoder },
  };
  const maps = w.google.maps;
  maps.LatLng = LatLng;
  maps.importLibrary = async (name: string) => {
    const library = libraries[name];
    if (!library) throw new Error(`scripted Maps API: no library '${name}'`);
    return library;
  };
  // The callback is a dotted global path, 'google.maps.__ib__' from the loader.
  const callback = (params.get('callback') ?? '')
    .split('.')
    .reduce<unknown>((target, key) => (target as Record<string, unknown> | undefined)?.[key], window);
  if (typeof callback !== 'function') throw new Error(`scripted Maps API: callback ${params.get('callback')} is not a function`);
  (callback as () => void)();
}

/** Requests the page made to maps.googleapis.com, in order. */
export interface GoogleMapsTraffic {
  bootstrapUrls: URL[];
  /** Anything else under maps.googleapis.com: the real API would fetch tiles and data; ours must not. */
  unexpected: string[];
}

/** Serves the scripted Maps JavaScript API in place of Google's, on this page only. */
export async function routeScriptedGoogleMaps(page: Page, places: RecordedPlace[]): Promise<GoogleMapsTraffic> {
  const traffic: GoogleMapsTraffic = { bootstrapUrls: [], unexpected: [] };
  const body = `(${installScriptedGoogleMaps.toString()})(${JSON.stringify(places)});`;
  await page.route('https://maps.googleapis.com/**', async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname !== '/maps/api/js') {
      traffic.unexpected.push(url.href);
      return route.fulfill({ status: 404, body: '' });
    }
    traffic.bootstrapUrls.push(url);
    return route.fulfill({ status: 200, contentType: 'text/javascript; charset=UTF-8', body });
  });
  return traffic;
}

export function readGoogleMapsCalls(page: Page): Promise<GoogleMapsCalls> {
  return page.evaluate(() => (window as unknown as { __googleMapsCalls: GoogleMapsCalls }).__googleMapsCalls);
}

/** Any request to a Google host (maps, routes, fonts...). */
export function isGoogleRequest(request: Request): boolean {
  return /(^|\.)(googleapis|gstatic|google)\.com$/.test(new URL(request.url()).hostname);
}
