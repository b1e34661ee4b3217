/**
 * Street types that are also town names ('Street, MD', 'Court, ...'): after a house number they
 * end the street, so one is a city only in its own comma segment.
 */
export const STREET_TYPES: ReadonlySet<string> = new Set(
  'STREET ST AVENUE AVE AV ROAD RD BOULEVARD BLVD DRIVE DR LANE LN COURT CT PLACE PL WAY TERRACE TER CIRCLE CIR PARKWAY PKWY HIGHWAY HWY SQUARE SQ TRAIL TRL ALLEY PLAZA'.split(
    ' ',
  ),
);
