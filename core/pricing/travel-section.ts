import { feesSection } from './fees-section';
import type { TravelRates } from './partner-pricing';
import type { FeesSection } from './pricing-section';
import { roundUpToHalfHour } from './round-up-to-half-hour';

/**
 * Driving beyond the free miles: per mile, or (charge 'time') as crew time at the crew's
 * hourly rate, rounded up to the half hour like the labor.
 */
export function travelSection(distance: number, travel: TravelRates, crewHourlyRate: number): FeesSection | null {
  const miles = Math.max(0, distance - travel.freeMiles);
  const milesText = `${formatMiles(miles)} beyond the first ${formatMiles(travel.freeMiles)}`;
  if (travel.charge === 'mileage') {
    return feesSection('Mileage', miles * travel.ratePerMile, { subtitle: milesText });
  }
  const hours = roundUpToHalfHour((miles * travel.minutesPerMile) / 60);
  return feesSection('Travel time', hours * crewHourlyRate, {
    subtitle: `${hours} ${hours === 1 ? 'hour' : 'hours'} for ${milesText}`,
  });
}

function formatMiles(miles: number): string {
  const rounded = Math.round(miles * 10) / 10;
  return `${rounded} ${rounded === 1 ? 'mile' : 'miles'}`;
}
