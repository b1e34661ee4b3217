/**
 * A local HTTP server standing in for Google's Geocoding and Routes APIs (tests fake only the far
 * side of the network). Geocoding answers from a table of addresses; computeRoutes answers one leg
 * per hop with the meters set per test. It records every request.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GoogleRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface FakePlace {
  lat: number;
  lng: number;
  state: string;
  country?: string;
  /** The result's types; ['street_address'] unless set (a street is ['route'], a town ['locality', 'political']). */
  types?: string[];
  /** Google's flag for an answer that matches only part of the request. */
  partialMatch?: boolean;
  /** The result's postal_code and locality components, left out unless set. */
  zip?: string;
  city?: string;
}

export class FakeGoogleServer {
  readonly requests: GoogleRequest[] = [];
  /** Address line -> what Geocoding finds; an unknown line is ZERO_RESULTS. */
  readonly places = new Map<string, FakePlace>();
  /** Meters of each leg computeRoutes answers. */
  legMeters: number[] = [];
  /** While set, every call answers this HTTP status (an outage). */
  failWith: number | null = null;
  url = '';
  private server: Server | null = null;

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const url = new URL(request.url ?? '/', 'http://fake');
        const raw = Buffer.concat(chunks).toString('utf8');
        const body: unknown = raw ? JSON.parse(raw) : undefined;
        this.requests.push({ method: request.method ?? '', path: url.pathname, query: url.searchParams, headers: request.headers, body });
        const [status, answer] = this.answer(url, body);
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private answer(url: URL, body: unknown): [number, unknown] {
    if (this.failWith !== null) return [this.failWith, { error: { status: 'UNAVAILABLE', message: 'The service is unavailable.' } }];
    if (url.pathname === '/maps/api/geocode/json') {
      const place = this.places.get(url.searchParams.get('address') ?? '');
      if (!place) return [200, { status: 'ZERO_RESULTS', results: [] }];
      const components = [
        ...(place.city ? [{ long_name: place.city, short_name: place.city, types: ['locality', 'political'] }] : []),
        { long_name: place.state, short_name: place.state, types: ['administrative_area_level_1', 'political'] },
        { long_name: 'United States', short_name: place.country ?? 'US', types: ['country', 'political'] },
        ...(place.zip ? [{ long_name: place.zip, short_name: place.zip, types: ['postal_code'] }] : []),
      ];
      const result = {
        types: place.types ?? ['street_address'],
        ...(place.partialMatch ? { partial_match: true } : {}),
        geometry: { location: { lat: place.lat, lng: place.lng } },
        address_components: components,
      };
      return [200, { status: 'OK', results: [result] }];
    }
    if (url.pathname === '/directions/v2:computeRoutes') {
      const hops = 1 + ((body as { intermediates?: unknown[] }).intermediates?.length ?? 0);
      const legs = Array.from({ length: hops }, (_, i) => ({ distanceMeters: this.legMeters[i] ?? 0 }));
      return [200, { routes: [{ distanceMeters: legs.reduce((sum, leg) => sum + leg.distanceMeters, 0), duration: '600s', legs }] }];
    }
    return [404, { error: { status: 'NOT_FOUND' } }];
  }
}
