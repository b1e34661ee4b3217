import { describe, expect, it } from 'vitest';
import { estimateBooking } from '../../../core/pricing/estimate-booking';
import type { PartnerPricing } from '../../../core/pricing/partner-pricing';
import type { PricingInput } from '../../../core/pricing/pricing-input';

// Every expected total below is worked out by hand from the default rates
// (core/pricing/default-rates.ts) and the work model, never by calling the function:
//   mover-hours: bedroom 3, bathroom 0.5, living room 2.5, kitchen 2.5, dining room 1.5, garage 2,
//     basement 2.5, attic 1.5; refrigerator 0.75, washer/dryer 0.75; at least 8 per 1000 sq ft;
//     labor-only counts half.
//   crew: up to 12 mover-hours 2 movers, up to 24 3 movers, above 4 movers.
//   hours = mover-hours / crew, rounded up to the half hour, at least the minimum (3; labor-only 2).
//   full service $139 / $189 / $239 an hour; labor-only $129 / $179 / $229; truck $150.
//   mileage $2 beyond 10 free miles; stairs $40 per floor above the first without an elevator;
//   long carry $50 per started 100 yards beyond 50; grand piano $400, upright $150, pool table $250,
//   heavy safe $200, gym equipment $75.
const base: PricingInput = {
  serviceType: 'full_service',
  originFloors: 1,
  originElevator: false,
  originDistanceToTruck: 50,
  originSquareFootage: 500, // floor of 4 mover-hours
  destinationFloors: 1,
  destinationElevator: false,
  destinationDistanceToTruck: 50,
  distance: 10, // all free
};
// 3 + 0.5 + 2.5 + 2.5 = 8.5 mover-hours: 2 movers, 4.25 -> 4.5 h, 4.5 x 139 = 625.50
const oneBedroom = { bedrooms: 1, bathrooms: 1, livingRooms: 1, kitchens: 1 };

type Row = [name: string, booking: PricingInput, pricing: PartnerPricing | undefined, total: number, labor: string];

const rows: Row[] = [
  // 3 mover-hours (250 sq ft floor is 2): 1.5 h -> minimum 3 h x 139 = 417; + truck 150 = 567
  ['minimum-hours floor', { ...base, originSquareFootage: 250, bedrooms: 1 }, undefined, 567, '2 movers · 3 hours'],
  // 625.50 + truck 150 = 775.50
  ['one-bedroom apartment', { ...base, ...oneBedroom }, undefined, 775.5, '2 movers · 4.5 hours'],
  // 1500 sq ft = 12 mover-hours > 8.5: 2 movers, 6 h x 139 = 834; + 150 = 984
  ['square footage as a floor', { ...base, ...oneBedroom, originSquareFootage: 1500 }, undefined, 984, '2 movers · 6 hours'],
  // 6 + 0.5 + 2.5 + 2.5 + 1.5 = 13: 3 movers, 4.33 -> 4.5 h x 189 = 850.50; + 150 = 1000.50
  ['two bedrooms need 3 movers', { ...base, ...oneBedroom, bedrooms: 2, diningRooms: 1 }, undefined, 1000.5, '3 movers · 4.5 hours'],
  // 12 + 1 + 2.5 + 2.5 + 1.5 + 2 + 2.5 = 24: still 3 movers, 8 h x 189 = 1512; + 150 = 1662
  [
    'top of the 3-mover band',
    { ...base, bedrooms: 4, bathrooms: 2, livingRooms: 1, kitchens: 1, diningRooms: 1, garageSpaces: 1, basements: 1 },
    undefined,
    1662,
    '3 movers · 8 hours',
  ],
  // 24 + attic 1.5 = 25.5: 4 movers, 6.375 -> 6.5 h x 239 = 1553.50; + 150 = 1703.50
  [
    'four movers',
    { ...base, bedrooms: 4, bathrooms: 2, livingRooms: 1, kitchens: 1, diningRooms: 1, garageSpaces: 1, basements: 1, attics: 1 },
    undefined,
    1703.5,
    '4 movers · 6.5 hours',
  ],
  // 775.50 + (32.5 - 10) x 2 = 45 -> 820.50
  ['mileage', { ...base, ...oneBedroom, distance: 32.5 }, undefined, 820.5, '2 movers · 4.5 hours'],
  // 775.50 + (23.456 - 10) x 2 = 26.912 -> 26.91 -> 802.41
  ['mileage rounded to cents', { ...base, ...oneBedroom, distance: 23.456 }, undefined, 802.41, '2 movers · 4.5 hours'],
  // (55 - 10) x 2 min = 90 min = 1.5 h x 139 (2 movers) = 208.50; 775.50 + 208.50 = 984
  [
    'travel time at the crew rate',
    { ...base, ...oneBedroom, distance: 55 },
    { travel: { charge: 'time', minutesPerMile: 2 } },
    984,
    '2 movers · 4.5 hours',
  ],
  // 4 floors x 40 = 160; 775.50 + 160 = 935.50
  ['fifth-floor walk-up', { ...base, ...oneBedroom, originFloors: 5, originElevator: false }, undefined, 935.5, '2 movers · 4.5 hours'],
  // elevator: no stairs fee, 775.50
  [
    'fifth floor with an elevator',
    { ...base, ...oneBedroom, originFloors: 5, originElevator: true },
    undefined,
    775.5,
    '2 movers · 4.5 hours',
  ],
  // (3 - 1) + (2 - 1) = 3 floors x 40 = 120; 775.50 + 120 = 895.50
  ['stairs at both addresses', { ...base, ...oneBedroom, originFloors: 3, destinationFloors: 2 }, undefined, 895.5, '2 movers · 4.5 hours'],
  // Yes is an elevator, No is not: destination 3 floors x 40 = 120 -> 895.50
  [
    'elevator Yes at the origin, No at the destination',
    { ...base, ...oneBedroom, originFloors: 4, originElevator: true, destinationFloors: 4, destinationElevator: false },
    undefined,
    895.5,
    '2 movers · 4.5 hours',
  ],
  // 200 yd: ceil(150 / 100) = 2 x 50 = 100; 100 yd: 1 x 50 = 50; 775.50 + 150 = 925.50
  [
    'long carry at both addresses',
    { ...base, ...oneBedroom, originDistanceToTruck: 200, destinationDistanceToTruck: 100 },
    undefined,
    925.5,
    '2 movers · 4.5 hours',
  ],
  // 500 yd: ceil(450 / 100) = 5 x 50 = 250; 775.50 + 250 = 1025.50
  ['longest carry', { ...base, ...oneBedroom, originDistanceToTruck: 500 }, undefined, 1025.5, '2 movers · 4.5 hours'],
  // 775.50 + 400 = 1175.50
  ['grand piano', { ...base, ...oneBedroom, grandPianos: 1 }, undefined, 1175.5, '2 movers · 4.5 hours'],
  // 150 + 250 + 2 x 200 + 3 x 75 = 1025; 775.50 + 1025 = 1800.50
  [
    'several specialty items',
    { ...base, ...oneBedroom, uprightPianos: 1, poolTables: 1, heavySafes: 2, gymEquipment: 3 },
    undefined,
    1800.5,
    '2 movers · 4.5 hours',
  ],
  // 8.5 + 0.75 + 2 x 0.75 = 10.75: 2 movers, 5.375 -> 5.5 h x 139 = 764.50; + 150 = 914.50 (no item fee)
  [
    'appliances add time, not fees',
    { ...base, ...oneBedroom, refrigerators: 1, washersAndDryers: 2 },
    undefined,
    914.5,
    '2 movers · 5.5 hours',
  ],
  // 8.5 / 2 = 4.25: 2 movers, 2.125 -> 2.5 h x 129 = 322.50; no truck; destination ignored
  [
    'labor-only',
    { ...base, ...oneBedroom, serviceType: 'labor_only', destinationFloors: 5, destinationDistanceToTruck: 500 },
    undefined,
    322.5,
    '2 movers · 2.5 hours',
  ],
  // max(0.5, 250 sq ft = 2) / 2 = 1: 0.5 h -> labor-only minimum 2 h x 129 = 258
  [
    'labor-only minimum hours',
    { ...base, serviceType: 'labor_only', originSquareFootage: 250, bathrooms: 1 },
    undefined,
    258,
    '2 movers · 2 hours',
  ],
  // 322.50 + stairs 4 x 40 = 160 + carry ceil(250 / 100) = 3 x 50 = 150 + mileage 15 x 2 = 30 = 662.50
  [
    'labor-only walk-up with long carry and mileage, no destination',
    {
      ...oneBedroom,
      serviceType: 'labor_only',
      originFloors: 5,
      originElevator: false,
      originDistanceToTruck: 300,
      originSquareFootage: 500,
      distance: 25,
    },
    undefined,
    662.5,
    '2 movers · 2.5 hours',
  ],
  // 12 + 1 + 5 + 2.5 + 1.5 + 2 + 2.5 = 26.5 / 2 = 13.25: 3 movers, 4.42 -> 4.5 h x 179 = 805.50
  [
    'labor-only with 3 movers',
    {
      ...base,
      serviceType: 'labor_only',
      bedrooms: 4,
      bathrooms: 2,
      livingRooms: 2,
      kitchens: 1,
      diningRooms: 1,
      garageSpaces: 1,
      basements: 1,
    },
    undefined,
    805.5,
    '3 movers · 4.5 hours',
  ],
  // 3 mover-hours: 1.5 h -> partner minimum 2 h x 150 = 300; truck fee 0 (no section); piano 600 -> 900
  [
    "partner's own rates",
    { ...base, originSquareFootage: 250, bedrooms: 1, grandPianos: 1 },
    { hourlyRates: { '2': 150, '3': 200, '4': 250 }, truckFee: 0, minimumHours: 2, itemFees: { grandPianos: 600 } },
    900,
    '2 movers · 2 hours',
  ],
  // stairs 2 floors x 25 = 50; carry 200 yd, 100 free: ceil(100 / 100) = 1 x 40 = 40; 775.50 + 90 = 865.50
  [
    "partner's stairs and long-carry rates",
    { ...base, ...oneBedroom, originFloors: 3, originDistanceToTruck: 200, destinationDistanceToTruck: 100 },
    { stairs: { feePerFloor: 25 }, longCarry: { freeYards: 100, feePer100Yards: 40 } },
    865.5,
    '2 movers · 4.5 hours',
  ],
  // 4.5 h x 139.99 = 629.955 -> 629.96; + 150 = 779.96
  [
    'rates with cents',
    { ...base, ...oneBedroom },
    { hourlyRates: { '2': 139.99, '3': 189.99, '4': 239.99 } },
    779.96,
    '2 movers · 4.5 hours',
  ],
  // 13 mover-hours, 3 movers would bill 4.5 h x 100 = 450, less than 2 movers at their top
  // (12 mover-hours: 6 h x 100 = 600); so 3 movers bill 600 / 100 = 6 h = 600; + 150 = 750
  [
    'a bigger crew never makes it cheaper',
    { ...base, ...oneBedroom, bedrooms: 2, diningRooms: 1 },
    { hourlyRates: { '2': 100, '3': 100, '4': 100 } },
    750,
    '3 movers · 6 hours',
  ],
];

describe('estimateBooking', () => {
  it.each(rows)('%s', (_name, booking, pricing, total, laborSubtitle) => {
    const estimate = estimateBooking(booking, pricing);
    expect(estimate?.total).toBe(total);
    expect(estimate?.sections[0]).toMatchObject({ type: 'labor', subtitle: laborSubtitle });
  });

  it('breaks a fifth-floor walk-up with a grand piano into labor and fee sections', () => {
    const estimate = estimateBooking({ ...base, ...oneBedroom, originFloors: 5, grandPianos: 1, distance: 20 });
    expect(estimate).toEqual({
      total: 1355.5, // 625.50 + 150 + (20 - 10) x 2 = 20 + 4 x 40 = 160 + 400
      sections: [
        { type: 'labor', title: 'Labor', subtitle: '2 movers · 4.5 hours', cost: 625.5, display_value: '$625.50', line_items: [] },
        { type: 'fees', title: 'Truck fee', subtitle: '26-foot truck and driver', cost: 150, display_value: '$150.00', line_items: [] },
        {
          type: 'fees',
          title: 'Mileage',
          subtitle: '10 miles beyond the first 10 miles',
          cost: 20,
          display_value: '$20.00',
          line_items: [],
        },
        {
          type: 'fees',
          title: 'Stairs',
          subtitle: '4 floors without an elevator',
          cost: 160,
          display_value: '$160.00',
          line_items: [{ slug: 'origin-stairs', label: 'Current home', amount: 4 }],
        },
        {
          type: 'fees',
          title: 'Specialty items',
          cost: 400,
          display_value: '$400.00',
          line_items: [{ slug: 'grand-pianos', label: 'Grand pianos', amount: 1 }],
        },
      ],
    });
  });

  it('formats thousands in display values', () => {
    const estimate = estimateBooking(rows[5]![1]);
    expect(estimate?.sections[0]).toMatchObject({ cost: 1553.5, display_value: '$1,553.50', title: 'Labor' });
  });

  it('titles labor-only labor and charges no truck', () => {
    const estimate = estimateBooking({ ...base, ...oneBedroom, serviceType: 'labor_only' });
    expect(estimate?.sections.map((section) => section.title)).toEqual(['Labor only']);
  });

  it('bills travel time at the hourly rate of the crew doing the move', () => {
    // 13 mover-hours: 3 movers; 40 miles beyond 10 x 3 min = 120 min = 2 h x 189 = 378
    const estimate = estimateBooking(
      { ...base, ...oneBedroom, bedrooms: 2, diningRooms: 1, distance: 50 },
      { travel: { charge: 'time', minutesPerMile: 3 } },
    );
    expect(estimate?.sections.find((section) => section.title === 'Travel time')).toMatchObject({
      cost: 378,
      subtitle: '2 hours for 40 miles beyond the first 10 miles',
    });
  });

  it('refuses pricing where a bigger crew costs less per hour', () => {
    expect(() => estimateBooking({ ...base, ...oneBedroom }, { hourlyRates: { '2': 139, '3': 120, '4': 239 } })).toThrow(
      /pricing\.hourlyRates: the 3-mover rate \(120\) is below the 2-mover rate \(139\)/,
    );
  });
});
