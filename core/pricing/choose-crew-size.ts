import type { CrewSize } from './partner-pricing';

/** The most mover-hours each crew size takes on; above the last band, 4 movers. */
export const CREW_BANDS: ReadonlyArray<{ crew: CrewSize; upToManHours: number }> = [
  { crew: 2, upToManHours: 12 },
  { crew: 3, upToManHours: 24 },
];

/** Crew size for a volume of work: more work, more movers, so a day's job stays a day. */
export function chooseCrewSize(manHours: number): CrewSize {
  return CREW_BANDS.find((band) => manHours <= band.upToManHours)?.crew ?? 4;
}
