/** Google Maps Platform endpoints the server calls with its own key (never the browser's). */
export interface GoogleApi {
  apiKey: string;
  /** Geocoding API origin; a local stand-in in tests. */
  geocodingBase: string;
  /** Routes API origin; a local stand-in in tests. */
  routesBase: string;
  /** Per call; the save waits for it. */
  timeoutMs: number;
}

export const GOOGLE_GEOCODING_BASE = 'https://maps.googleapis.com';
export const GOOGLE_ROUTES_BASE = 'https://routes.googleapis.com';
export const GOOGLE_TIMEOUT_MS = 5000;

/** The setup for a server-side key; `base` (GOOGLE_API_BASE) sends both APIs to one local stand-in. */
export function googleApi(apiKey: string, base?: string): GoogleApi {
  return {
    apiKey,
    geocodingBase: base ?? GOOGLE_GEOCODING_BASE,
    routesBase: base ?? GOOGLE_ROUTES_BASE,
    timeoutMs: GOOGLE_TIMEOUT_MS,
  };
}
