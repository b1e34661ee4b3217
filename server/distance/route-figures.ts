import type { PartnerLocation } from '../../core/partner';
import { normalizeCityName } from '../addresses/normalize-city-name';
import { readUsStreetAddress } from '../addresses/read-us-street-address';
import { usZipData } from '../addresses/us-zip-data';
import { zipStreetPlaces } from '../addresses/zip-street-places';
import type { ServerPartner } from '../partners/server-partner';
import { nearestLocation } from '../locations/nearest-location';
import { BoundedCache } from './bounded-cache';
import type { GoogleApi } from './google-api';
import { googlePlacedAddress } from './google-placed-address';
import { googleRouteMiles } from './google-route-miles';
import type { AddressToPlace, PlacedAddress } from './placed-address';
import { straightLineMiles } from './straight-line-miles';
import { zipPlacedAddress } from './zip-placed-address';

/** The server's own figures for a booking's move; null where an address is missing or cannot be placed. */
export interface RouteFigures {
  origin: PlacedAddress | null;
  destination: PlacedAddress | null;
  /** The partner depot the route starts from: the one nearest the origin. */
  depot: PartnerLocation | null;
  /** Miles depot -> origin (-> destination unless labor-only), to one decimal; null until the addresses needed are placed. */
  distance: number | null;
}

/** The booking fields the figures are derived from. */
export interface RouteBooking {
  serviceType?: unknown;
  originAddress?: unknown;
  destinationAddress?: unknown;
}

export interface RouteFiguresOptions {
  /** The server-side Google setup; null: the embedded ZIP data and straight lines. */
  google: GoogleApi | null;
  /** Told when Google fails and the offline figures stand in. */
  onFallback?: (error: unknown) => void;
}

export type ComputeRouteFigures = (booking: RouteBooking, partner: ServerPartner) => Promise<RouteFigures>;

const CACHED_ANSWERS = 2000;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);
const depotLine = (depot: PartnerLocation): string => `${depot.line1}, ${depot.city}, ${depot.state} ${depot.zip}`;

/**
 * Coordinates, states and distance from the server's sources only: Google (geocoding, then Routes
 * computeRoutes) with a server key, else the ZIP data and great-circle miles. Either way only a line
 * that reads as one US street address is placed. When Google cannot answer, the offline figures
 * stand in (never looser: the same strict reading of the ZIP data), so a save never waits on an outage.
 * Google's answers are cached per address and route: a booking saved many times is placed once.
 */
export function createRouteFigures({ google, onFallback }: RouteFiguresOptions): ComputeRouteFigures {
  const places = new BoundedCache<PlacedAddress | null>(CACHED_ANSWERS);
  const routes = new BoundedCache<number>(CACHED_ANSWERS);

  async function place(address: AddressToPlace): Promise<PlacedAddress | null> {
    if (!google) return zipPlacedAddress(address);
    const data = usZipData();
    const offline = zipStreetPlaces(data);
    // The line must read as one street address before Google is asked; its town may be Google's name
    // for the place rather than the ZIP data's, which googlePlacedAddress then checks against Google's answer.
    const read = readUsStreetAddress(address.address, {
      ...offline,
      isCityOf: (cityKey, zip, state, ownSegment) =>
        ownSegment || offline.isCityOf(cityKey, zip, state, ownSegment) || offline.isCityInState(cityKey, state),
    });
    if (!read) return null;
    const zipCity = data.byZip.get(read.zip)?.city;
    try {
      return await places.get(read.line, () => googlePlacedAddress(google, read, zipCity && normalizeCityName(zipCity)));
    } catch (error) {
      onFallback?.(error);
      return zipPlacedAddress(address);
    }
  }

  async function miles(depot: PartnerLocation, stops: { line: string; at: PlacedAddress }[]): Promise<number> {
    const straight = () => straightLineMiles([depot, ...stops.map((stop) => stop.at)]);
    if (!google) return straight();
    const lines = [depotLine(depot), ...stops.map((stop) => stop.line)];
    try {
      return await routes.get(JSON.stringify(lines), () => googleRouteMiles(google, lines));
    } catch (error) {
      onFallback?.(error);
      return straight();
    }
  }

  return async (booking, partner) => {
    const originLine = text(booking.originAddress);
    const destinationLine = text(booking.destinationAddress);
    const [origin, destination] = await Promise.all([
      originLine ? place({ address: originLine }) : null,
      destinationLine ? place({ address: destinationLine }) : null,
    ]);
    const depot = origin ? (nearestLocation(partner.locations, origin) ?? null) : null;
    const laborOnly = booking.serviceType === 'labor_only';
    const stops = laborOnly
      ? [{ line: originLine!, at: origin }]
      : [
          { line: originLine!, at: origin },
          { line: destinationLine!, at: destination },
        ];
    const placed = stops.every((stop): stop is { line: string; at: PlacedAddress } => stop.at !== null);
    const distance = depot && placed ? Math.round((await miles(depot, stops)) * 10) / 10 : null;
    return { origin, destination, depot, distance };
  };
}
