/** Booking count fields of the three specialty-item pages (appliances, furniture, other). */
export const SPECIALTY_ITEM_FIELDS = [
  'dishWashers',
  'washersAndDryers',
  'largeFreezers',
  'refrigerators',
  'ovensAndStoves',
  'largeArmoires',
  'patioFurniture',
  'uprightPianos',
  'grandPianos',
  'babyGrandPianos',
  'poolTables',
  'lightSafes',
  'heavySafes',
  'ridingLawnMowers',
  'gymEquipment',
] as const;

/** One specialty-item count field of the booking. */
export type SpecialtyItemField = (typeof SPECIALTY_ITEM_FIELDS)[number];
