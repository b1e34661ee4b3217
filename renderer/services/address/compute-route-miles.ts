import type { DepotAddress, RouteRequest } from '../../../core/address-provider';

export const ROUTES_URL = 'https://routes.googleapis.com/directions/v2:computeRoutes';
export const ROUTES_FIELD_MASK = 'routes.duration,routes.distanceMeters,routes.polyline.encodedPolyline,routes.legs';
/** The meters-to-miles factor of docs/FUNNEL.md#calls. */
export const MILES_PER_METER = 0.000621371;

export function depotLine(depot: DepotAddress): string {
  return `${depot.line1}, ${depot.city}, ${depot.state} ${depot.zip}`;
}

/**
 * The computeRoutes body of docs/FUNNEL.md#calls: depot, then the customer's origin, then the
 * destination. A labor-only move has no destination, so the route ends at the origin.
 */
export function routesRequestBody(route: RouteRequest) {
  return {
    origin: { address: depotLine(route.from) },
    destination: { address: (route.destination ?? route.origin).address },
    intermediates: route.destination ? [{ address: route.origin.address }] : [],
    travelMode: 'DRIVE',
    routingPreference: 'TRAFFIC_AWARE',
    computeAlternativeRoutes: false,
    routeModifiers: { avoidTolls: false, avoidHighways: false, avoidFerries: false },
    languageCode: 'en-US',
    units: 'IMPERIAL',
  };
}

interface RoutesResponse {
  routes?: { legs?: { distanceMeters?: number }[] }[];
  error?: { message?: string; status?: string };
}

export interface ComputeRouteOptions {
  apiKey: string;
  url?: string;
  fetch?: typeof fetch;
}

/** Driving miles over the route's legs (Routes API computeRoutes), rejecting on any failure. */
export async function computeRouteMiles(route: RouteRequest, options: ComputeRouteOptions): Promise<number> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const response = await doFetch(options.url ?? ROUTES_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Goog-Api-Key': options.apiKey, 'X-Goog-FieldMask': ROUTES_FIELD_MASK },
    body: JSON.stringify(routesRequestBody(route)),
  });
  const body = (await response.json().catch(() => ({}))) as RoutesResponse;
  if (!response.ok) {
    const detail = [body.error?.status, body.error?.message].filter(Boolean).join(': ');
    throw new Error(`Routes API request failed (${response.status})${detail ? `: ${detail}` : ''}`);
  }
  const legs = body.routes?.[0]?.legs;
  if (!legs?.length) throw new Error('Routes API found no route');
  // proto3 JSON omits zero values, so a zero-length leg has no distanceMeters.
  return legs.reduce((meters, leg) => meters + (leg.distanceMeters ?? 0), 0) * MILES_PER_METER;
}
