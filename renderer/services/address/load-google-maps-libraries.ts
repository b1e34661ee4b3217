import { importLibrary, setOptions } from '@googlemaps/js-api-loader';

export interface GoogleMapsLibraries {
  places: google.maps.PlacesLibrary;
  geocoding: google.maps.GeocodingLibrary;
}

/**
 * Loads the Maps JavaScript API with @googlemaps/js-api-loader 2:
 * `setOptions` once, then `importLibrary` per library. English, US region, the weekly channel.
 */
export async function loadGoogleMapsLibraries(apiKey: string): Promise<GoogleMapsLibraries> {
  setOptions({ key: apiKey, v: 'weekly', language: 'en', region: 'US' });
  const [places, geocoding] = await Promise.all([importLibrary('places'), importLibrary('geocoding')]);
  return { places, geocoding };
}
