import type { Page } from 'playwright-core';
import type { RecordedRoute } from './google-recorded-places';

export interface RoutesRequestSeen {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

interface Waypoint {
  address?: string;
}

/**
 * Keeps only the fields a FieldMask names, as computeRoutes does ('routes.legs' keeps whole legs,
 * 'routes.legs.distanceMeters' only their distances; arrays are masked element by element).
 */
function applyFieldMask(value: unknown, paths: string[][]): unknown {
  if (paths.some((path) => path.length === 0 || path[0] === '*')) return value;
  if (Array.isArray(value)) return value.map((item) => applyFieldMask(item, paths));
  if (value === null || typeof value !== 'object') return value;
  const masked: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const below = paths.filter((path) => path[0] === key).map((path) => path.slice(1));
    if (below.length > 0) masked[key] = applyFieldMask(child, below);
  }
  return masked;
}

function recordedResponse(route: RecordedRoute) {
  const legs = route.legMeters.map((distanceMeters, i) => ({
    distanceMeters,
    duration: `${Math.round(distanceMeters / 24)}s`,
    staticDuration: `${Math.round(distanceMeters / 26)}s`,
    polyline: { encodedPolyline: `leg${i}_polyline` },
    startLocation: { latLng: { latitude: 0, longitude: 0 } },
    endLocation: { latLng: { latitude: 0, longitude: 0 } },
  }));
  const distanceMeters = route.legMeters.reduce((sum, meters) => sum + meters, 0);
  return { routes: [{ legs, distanceMeters, duration: `${Math.round(distanceMeters / 24)}s`, polyline: { encodedPolyline: 'route_polyline' } }] };
}

function googleError(status: number, code: string, message: string) {
  return { error: { code: status, message, status: code } };
}

/**
 * Stands in for https://routes.googleapis.com/directions/v2:computeRoutes on this page: records every
 * request and answers the recorded route whose address waypoints match, masked by X-Goog-FieldMask;
 * a missing key or mask, or an unknown route, gets Google's error shape.
 */
export async function routeRecordedRoutes(page: Page, routes: RecordedRoute[]): Promise<RoutesRequestSeen[]> {
  const seen: RoutesRequestSeen[] = [];
  await page.route('https://routes.googleapis.com/**', async (route) => {
    const request = route.request();
    const headers = await request.allHeaders();
    const body = request.postDataJSON() as { origin?: Waypoint; destination?: Waypoint; intermediates?: Waypoint[] } | null;
    seen.push({ method: request.method(), url: request.url(), headers, body });
    // The browser calls cross-origin: Google answers with CORS headers (Playwright answers the preflight).
    const cors = { 'access-control-allow-origin': headers.origin ?? '*', vary: 'origin' };
    const reply = (status: number, json: unknown) => route.fulfill({ status, headers: cors, contentType: 'application/json; charset=UTF-8', body: JSON.stringify(json) });
    const mask = headers['x-goog-fieldmask'];
    if (!headers['x-goog-api-key']) return reply(403, googleError(403, 'PERMISSION_DENIED', 'The request is missing a valid API key.'));
    if (!mask) return reply(400, googleError(400, 'INVALID_ARGUMENT', 'FieldMask is a required parameter.'));
    const stops = [body?.origin, ...(body?.intermediates ?? []), body?.destination].map((waypoint) => waypoint?.address);
    const match = routes.find((candidate) => JSON.stringify(candidate.stops) === JSON.stringify(stops));
    if (!match) return reply(400, googleError(400, 'INVALID_ARGUMENT', `No recorded route for ${JSON.stringify(stops)}`));
    const paths = mask.split(',').map((path) => path.trim().split('.'));
    return reply(200, applyFieldMask(recordedResponse(match), paths));
  });
  return seen;
}
