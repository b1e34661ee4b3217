import type { ResolvedAddress } from '../../core/address-provider';

/** The origin or destination address the address widget stored on the booking, or null if incomplete. */
export function bookingAddress(booking: Record<string, unknown>, prefix: 'origin' | 'destination'): ResolvedAddress | null {
  const read = (name: string) => booking[`${prefix}${name}`];
  const [address, street, city, state, postalCode, lat, lng, placeId] = [
    read('Address'),
    read('Street'),
    read('City'),
    read('State'),
    read('PostalCode'),
    read('Lat'),
    read('Lng'),
    read('PlaceId'),
  ];
  if (typeof address !== 'string' || typeof state !== 'string' || typeof lat !== 'number' || typeof lng !== 'number') return null;
  return {
    address,
    street: typeof street === 'string' ? street : '',
    city: typeof city === 'string' ? city : '',
    state,
    postalCode: typeof postalCode === 'string' ? postalCode : '',
    country: 'US',
    lat,
    lng,
    placeId: typeof placeId === 'string' ? placeId : '',
  };
}
