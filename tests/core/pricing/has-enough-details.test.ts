import { describe, expect, it } from 'vitest';
import { estimateBooking } from '../../../core/pricing/estimate-booking';
import { hasEnoughDetails } from '../../../core/pricing/has-enough-details';
import type { PricingInput } from '../../../core/pricing/pricing-input';

const complete: PricingInput = {
  serviceType: 'full_service',
  originFloors: 2,
  originElevator: false,
  originDistanceToTruck: 50,
  originSquareFootage: 1000,
  destinationFloors: 1,
  destinationElevator: true,
  destinationDistanceToTruck: 100,
  distance: 12,
  bedrooms: 1,
};
const {
  destinationFloors: _f,
  destinationElevator: _e,
  destinationDistanceToTruck: _d,
  ...laborOnly
} = {
  ...complete,
  serviceType: 'labor_only',
};

describe('hasEnoughDetails', () => {
  it.each<[string, PricingInput, boolean]>([
    ['a complete full-service booking', complete, true],
    ['a labor-only booking without a destination', laborOnly, true],
    ['elevator No', { ...complete, originElevator: false }, true],
    ['one room of the other areas is enough', { ...complete, bedrooms: 0, storageSheds: 1 }, true],
    ['a distance of 0', { ...complete, distance: 0 }, true],
    ['no service type yet', { ...complete, serviceType: null }, false],
    ['an unknown service type', { ...complete, serviceType: 'moving_pods' }, false],
    ['no rooms, only items', { ...complete, bedrooms: 0, grandPianos: 1 }, false],
    ['no origin floors', { ...complete, originFloors: null }, false],
    ['no origin elevator answer', { ...complete, originElevator: undefined }, false],
    ['no distance to truck', { ...complete, originDistanceToTruck: null }, false],
    ['no square footage', { ...complete, originSquareFootage: null }, false],
    ['full service without destination floors', { ...complete, destinationFloors: null }, false],
    ['full service without a destination elevator answer', { ...complete, destinationElevator: null }, false],
    ['no route distance yet', { ...complete, distance: null }, false],
    ['a broken distance', { ...complete, distance: Number.NaN }, false],
  ])('%s: %s', (_name, booking, expected) => {
    expect(hasEnoughDetails(booking)).toBe(expected);
    expect(estimateBooking(booking) === null).toBe(!expected);
  });
});
