import type { GoogleApi } from './google-api';

/** What the Routes API answers; only the legs' meters are read. */
const FIELD_MASK = 'routes.duration,routes.distanceMeters,routes.polyline.encodedPolyline,routes.legs.distanceMeters';
/** The meters-to-miles factor the funnel has always used. */
export const MILES_PER_METER = 0.000621371;

interface RoutesResponse {
  routes?: { legs?: { distanceMeters?: number }[] }[];
  error?: { message?: string; status?: string };
}

/**
 * Driving miles along the stops in order (depot line, origin, destination) with Routes API
 * computeRoutes: DRIVE, TRAFFIC_AWARE, no alternatives or avoidances, en-US, IMPERIAL. The legs'
 * meters are summed (IMPERIAL changes only display texts). Throws on any failure or when no route is found.
 */
export async function googleRouteMiles(google: GoogleApi, stops: readonly string[]): Promise<number> {
  if (stops.length < 2) throw new Error('A route needs at least two stops');
  const body = {
    origin: { address: stops[0] },
    destination: { address: stops.at(-1) },
    intermediates: stops.slice(1, -1).map((address) => ({ address })),
    travelMode: 'DRIVE',
    routingPreference: 'TRAFFIC_AWARE',
    computeAlternativeRoutes: false,
    routeModifiers: { avoidTolls: false, avoidHighways: false, avoidFerries: false },
    languageCode: 'en-US',
    units: 'IMPERIAL',
  };
  const response = await fetch(new URL('/directions/v2:computeRoutes', google.routesBase), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-goog-api-key': google.apiKey, 'x-goog-fieldmask': FIELD_MASK },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(google.timeoutMs),
  });
  // Google's JSON as RoutesResponse, whose fields are all optional: each is checked below before use.
  const answer = (await response.json().catch(() => ({}))) as RoutesResponse;
  if (!response.ok) {
    throw new Error(
      `Routes API failed (${response.status}${answer.error?.status ? ` ${answer.error.status}` : ''}${answer.error?.message ? `: ${answer.error.message}` : ''})`,
    );
  }
  const legs = answer.routes?.[0]?.legs;
  if (!legs?.length) throw new Error('Routes API found no route');
  // proto3 JSON leaves out zero values, so a zero-length leg has no distanceMeters.
  return legs.reduce((meters, leg) => meters + (leg.distanceMeters ?? 0), 0) * MILES_PER_METER;
}
