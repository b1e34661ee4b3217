/**
 * Secondary unit designators (USPS Publication 28, C2), the words a unit may start with after the
 * street ('350 5th Ave, Apt 4'). The first set needs an identifier after it, the second may stand
 * alone ('Rear'); either may end in a period.
 */
export const UNIT_WITH_ID: ReadonlySet<string> = new Set(
  'APT APARTMENT BLDG BUILDING DEPT DEPARTMENT FL FLOOR HNGR HANGER KEY LOT PIER RM ROOM SLIP SPC SPACE STE SUITE STOP TRLR TRAILER UNIT'.split(
    ' ',
  ),
);

export const UNIT_ALONE: ReadonlySet<string> = new Set(
  'BSMT BASEMENT FRNT FRONT LBBY LOBBY LOWR LOWER OFC OFFICE PH PENTHOUSE REAR SIDE UPPR UPPER'.split(' '),
);
