/** Booking count fields that are rooms or areas (docs/FUNNEL.md#screens-and-routes: living areas and other areas). */
export const ROOM_FIELDS = [
  'bedrooms',
  'bathrooms',
  'livingRooms',
  'kitchens',
  'diningRooms',
  'garageSpaces',
  'basements',
  'storageClosets',
  'patios',
  'attics',
  'storageSheds',
] as const;

/** One room or area count field of the booking. */
export type RoomField = (typeof ROOM_FIELDS)[number];
