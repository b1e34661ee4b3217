import { CREW_BANDS, chooseCrewSize } from './choose-crew-size';
import type { CrewRates, CrewSize } from './partner-pricing';
import { roundToCents } from './round-to-cents';
import { roundUpToHalfHour } from './round-up-to-half-hour';

/** The labor line of an estimate: who comes, for how long, at what price. */
export interface LaborBill {
  crew: CrewSize;
  hours: number;
  cost: number;
}

/**
 * Crew chosen by volume, hours = work / crew rounded up to the half hour, never below the
 * minimum. A bigger crew finishes sooner, and with a partner's rates that can make one more
 * room cheaper; so a bigger crew also bills at least enough hours to cost what the smaller
 * crew costs at the top of its band. With the default rates that floor never binds.
 */
export function billLabor(manHours: number, rates: CrewRates, minimumHours: number): LaborBill {
  const crew = chooseCrewSize(manHours);
  const hours = Math.max(minimumHours, roundUpToHalfHour(manHours / crew), handOverFloorHours(crew, rates, minimumHours));
  return { crew, hours, cost: roundToCents(hours * rates[crew]) };
}

function handOverFloorHours(crew: CrewSize, rates: CrewRates, minimumHours: number): number {
  const smallerBand = CREW_BANDS.find((band) => band.crew === crew - 1);
  if (!smallerBand) return 0;
  const smallerCrewTop = billLabor(smallerBand.upToManHours, rates, minimumHours);
  return roundUpToHalfHour(smallerCrewTop.cost / rates[crew]);
}
