import type { ResolvedPricing } from './partner-pricing';

/**
 * The rates a partner gets for every pricing field its file leaves out. Documented for
 * partner admins in docs/PARTNERS.md (Pricing) and as `default` in the pricing schema;
 * a test keeps the three in step.
 */
export const DEFAULT_RATES: ResolvedPricing = {
  hourlyRates: { '2': 139, '3': 189, '4': 239 },
  truckFee: 150,
  minimumHours: 3,
  travel: { charge: 'mileage', freeMiles: 10, ratePerMile: 2, minutesPerMile: 2 },
  itemFees: {
    dishWashers: 0,
    washersAndDryers: 0,
    largeFreezers: 0,
    refrigerators: 0,
    ovensAndStoves: 0,
    largeArmoires: 50,
    patioFurniture: 0,
    uprightPianos: 150,
    grandPianos: 400,
    babyGrandPianos: 300,
    poolTables: 250,
    lightSafes: 100,
    heavySafes: 200,
    ridingLawnMowers: 75,
    gymEquipment: 75,
  },
  fees: {},
  stairs: { feePerFloor: 40 },
  longCarry: { freeYards: 50, feePer100Yards: 50 },
  laborOnly: { hourlyRates: { '2': 129, '3': 179, '4': 229 }, minimumHours: 2 },
};
