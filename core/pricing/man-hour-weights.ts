/**
 * Mover-hours to load and unload one of each room or item on a full-service move. Specialty
 * items with a fee of their own (pianos, safes...) weigh nothing here: their fee pays for the
 * extra handling, so they are not charged twice.
 */
export const MAN_HOUR_WEIGHTS: Readonly<Record<string, number>> = {
  bedrooms: 3,
  bathrooms: 0.5,
  livingRooms: 2.5,
  kitchens: 2.5,
  diningRooms: 1.5,
  garageSpaces: 2,
  basements: 2.5,
  storageClosets: 0.5,
  patios: 1,
  attics: 1.5,
  storageSheds: 1,
  dishWashers: 0.5,
  washersAndDryers: 0.75,
  largeFreezers: 0.75,
  refrigerators: 0.75,
  ovensAndStoves: 0.5,
  patioFurniture: 0.5,
};

/** Square footage puts a floor under the volume: a big home holds more than its room count says. */
export const MAN_HOURS_PER_1000_SQUARE_FEET = 8;

/** Labor-only is loading or unloading, about half the handling of a full move. */
export const LABOR_ONLY_WORK_SHARE = 0.5;
