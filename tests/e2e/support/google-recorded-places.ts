/**
 * Addresses as Google's Places (New) and Geocoding services describe them (prediction texts,
 * formatted address, components with long and short names, rooftop coordinates), in CA and NV,
 * and the computeRoutes legs of the drives the walks take. The browser's scripted Google objects
 * (google-maps-fake.ts) and the server's Geocoding and Routes stand-in answer from these.
 */
export interface RecordedComponent {
  types: string[];
  long: string;
  short: string;
}

export interface RecordedPlace {
  placeId: string;
  /** PlacePrediction.text / mainText / secondaryText, as the autocomplete lists them. */
  text: string;
  mainText: string;
  secondaryText: string;
  formattedAddress: string;
  lat: number;
  lng: number;
  components: RecordedComponent[];
  /** The one-line address the funnel stores (street number, short route, city, state ZIP). */
  resolved: string;
  state: string;
}

const US: RecordedComponent = { types: ['country', 'political'], long: 'United States', short: 'US' };
const CA: RecordedComponent = { types: ['administrative_area_level_1', 'political'], long: 'California', short: 'CA' };
const NV: RecordedComponent = { types: ['administrative_area_level_1', 'political'], long: 'Nevada', short: 'NV' };

function part(types: string[], long: string, short = long): RecordedComponent {
  return { types, long, short };
}

export const PLACES = {
  marketStreet: {
    placeId: 'ChIJrecorded-100-market-st-sf',
    text: '100 Market Street, San Francisco, CA, USA',
    mainText: '100 Market Street',
    secondaryText: 'San Francisco, CA, USA',
    formattedAddress: '100 Market St, San Francisco, CA 94105, USA',
    lat: 37.7941,
    lng: -122.3951,
    components: [
      part(['street_number'], '100'),
      part(['route'], 'Market Street', 'Market St'),
      part(['neighborhood', 'political'], 'Financial District'),
      part(['locality', 'political'], 'San Francisco', 'SF'),
      part(['administrative_area_level_2', 'political'], 'San Francisco County'),
      CA,
      US,
      part(['postal_code'], '94105'),
    ],
    resolved: '100 Market St, San Francisco, CA 94105',
    state: 'CA',
  },
  /** A street, not an address: Google knows no ZIP code for it, so docs/FUNNEL.md#validation turns it away. */
  marketStreetNoNumber: {
    placeId: 'ChIJrecorded-market-st-sf',
    text: 'Market Street, San Francisco, CA, USA',
    mainText: 'Market Street',
    secondaryText: 'San Francisco, CA, USA',
    formattedAddress: 'Market St, San Francisco, CA, USA',
    lat: 37.7897,
    lng: -122.4001,
    components: [
      part(['route'], 'Market Street', 'Market St'),
      part(['locality', 'political'], 'San Francisco', 'SF'),
      part(['administrative_area_level_2', 'political'], 'San Francisco County'),
      CA,
      US,
    ],
    resolved: '',
    state: 'CA',
  },
  elkoMainStreet: {
    placeId: 'ChIJrecorded-100-main-st-elko',
    text: '100 Main Street, Elko, NV, USA',
    mainText: '100 Main Street',
    secondaryText: 'Elko, NV, USA',
    formattedAddress: '100 Main St, Elko, NV 89801, USA',
    lat: 40.8324,
    lng: -115.7631,
    components: [
      part(['street_number'], '100'),
      part(['route'], 'Main Street', 'Main St'),
      part(['locality', 'political'], 'Elko'),
      part(['administrative_area_level_2', 'political'], 'Elko County'),
      NV,
      US,
      part(['postal_code'], '89801'),
    ],
    resolved: '100 Main St, Elko, NV 89801',
    state: 'NV',
  },
  infiniteLoop: {
    placeId: 'ChIJrecorded-1-infinite-loop-cupertino',
    text: '1 Infinite Loop, Cupertino, CA, USA',
    mainText: '1 Infinite Loop',
    secondaryText: 'Cupertino, CA, USA',
    formattedAddress: '1 Infinite Loop, Cupertino, CA 95014, USA',
    lat: 37.3318,
    lng: -122.0302,
    components: [
      part(['street_number'], '1'),
      part(['route'], 'Infinite Loop'),
      part(['locality', 'political'], 'Cupertino'),
      part(['administrative_area_level_2', 'political'], 'Santa Clara County'),
      CA,
      US,
      part(['postal_code'], '95014'),
    ],
    resolved: '1 Infinite Loop, Cupertino, CA 95014',
    state: 'CA',
  },
  springStreet: {
    placeId: 'ChIJrecorded-200-n-spring-st-la',
    text: '200 North Spring Street, Los Angeles, CA, USA',
    mainText: '200 North Spring Street',
    secondaryText: 'Los Angeles, CA, USA',
    formattedAddress: '200 N Spring St, Los Angeles, CA 90012, USA',
    lat: 34.0537,
    lng: -118.2428,
    components: [
      part(['street_number'], '200'),
      part(['route'], 'North Spring Street', 'N Spring St'),
      part(['neighborhood', 'political'], 'Downtown Los Angeles'),
      part(['locality', 'political'], 'Los Angeles'),
      part(['administrative_area_level_2', 'political'], 'Los Angeles County'),
      CA,
      US,
      part(['postal_code'], '90012'),
    ],
    resolved: '200 N Spring St, Los Angeles, CA 90012',
    state: 'CA',
  },
  libertyStreet: {
    placeId: 'ChIJrecorded-1-e-liberty-st-reno',
    text: '1 East Liberty Street, Reno, NV, USA',
    mainText: '1 East Liberty Street',
    secondaryText: 'Reno, NV, USA',
    formattedAddress: '1 E Liberty St, Reno, NV 89501, USA',
    lat: 39.5245,
    lng: -119.8108,
    components: [
      part(['street_number'], '1'),
      part(['route'], 'East Liberty Street', 'E Liberty St'),
      part(['locality', 'political'], 'Reno'),
      part(['administrative_area_level_2', 'political'], 'Washoe County'),
      NV,
      US,
      part(['postal_code'], '89501'),
    ],
    resolved: '1 E Liberty St, Reno, NV 89501',
    state: 'NV',
  },
} satisfies Record<string, RecordedPlace>;

/** bayside-movers' Oakland depot (partners/bayside-movers.json), the nearest to San Francisco. */
export const OAKLAND_DEPOT_LINE = '1200 Embarcadero, Oakland, CA 94606';

export interface RecordedRoute {
  /** origin, intermediates..., destination as `address` waypoints. */
  stops: string[];
  /** One leg per hop, in meters. */
  legMeters: number[];
  /** Miles as the booking stores them: legs summed, times 0.000621371 (docs/FUNNEL.md#calls), one decimal. */
  miles: number;
}

/** Drives from the Oakland depot through 100 Market St, San Francisco. */
export const ROUTES = {
  toCupertino: {
    stops: [OAKLAND_DEPOT_LINE, PLACES.marketStreet.resolved, PLACES.infiniteLoop.resolved],
    legMeters: [13_284, 72_461],
    miles: 53.3,
  },
  toLosAngeles: {
    stops: [OAKLAND_DEPOT_LINE, PLACES.marketStreet.resolved, PLACES.springStreet.resolved],
    legMeters: [13_284, 614_902],
    miles: 390.3,
  },
  toReno: {
    stops: [OAKLAND_DEPOT_LINE, PLACES.marketStreet.resolved, PLACES.libertyStreet.resolved],
    legMeters: [13_284, 351_730],
    miles: 226.8,
  },
} satisfies Record<string, RecordedRoute>;
