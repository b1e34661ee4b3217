import type { SpecialtyItemField } from './specialty-item-fields';

/** Singular names of specialty items for the fee line items. */
export const SPECIALTY_ITEM_LABELS: Readonly<Record<SpecialtyItemField, string>> = {
  dishWashers: 'Dishwasher',
  washersAndDryers: 'Washer or dryer',
  largeFreezers: 'Large freezer',
  refrigerators: 'Refrigerator',
  ovensAndStoves: 'Oven or stove',
  largeArmoires: 'Large armoire',
  patioFurniture: 'Patio furniture',
  uprightPianos: 'Upright piano',
  grandPianos: 'Grand piano',
  babyGrandPianos: 'Baby grand piano',
  poolTables: 'Pool table',
  lightSafes: 'Light safe (150-500 lbs)',
  heavySafes: 'Heavy safe (500-750 lbs)',
  ridingLawnMowers: 'Riding lawn mower',
  gymEquipment: 'Gym equipment',
};
