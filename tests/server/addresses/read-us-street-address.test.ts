import { describe, expect, it } from 'vitest';
import { readUsStreetAddress } from '../../../server/addresses/read-us-street-address';
import { usZipData } from '../../../server/addresses/us-zip-data';
import { zipStreetPlaces } from '../../../server/addresses/zip-street-places';

const read = (line: string) => readUsStreetAddress(line, zipStreetPlaces(usZipData()));

describe('readUsStreetAddress with the ZIP data (docs/DECISIONS.md, "One line, one place")', () => {
  it.each<[string, { street: string; cityKey: string; state: string; zip: string }]>([
    ['350 5th Ave, New York, NY 10118', { street: '350 5th Ave', cityKey: 'NEW YORK', state: 'NY', zip: '10118' }],
    ['350 5th Ave Apt 4, New York, NY 10118', { street: '350 5th Ave Apt 4', cityKey: 'NEW YORK', state: 'NY', zip: '10118' }],
    ['350 5th Ave, Apt 4, New York, NY 10118, USA', { street: '350 5th Ave, Apt 4', cityKey: 'NEW YORK', state: 'NY', zip: '10118' }],
    ['123 Main St Denver CO 80202-1234', { street: '123 Main St', cityKey: 'DENVER', state: 'CO', zip: '80202' }],
    ['123 Main St St. Louis MO 63101', { street: '123 Main St', cityKey: 'SAINT LOUIS', state: 'MO', zip: '63101' }],
    ['12 Elm St, Charleston, West Virginia 25301', { street: '12 Elm St', cityKey: 'CHARLESTON', state: 'WV', zip: '25301' }],
    ['123 Fake, Street, MD 21154', { street: '123 Fake', cityKey: 'STREET', state: 'MD', zip: '21154' }],
    // 'Ct' ends the street (Court), though Washington is a town in Connecticut; 'NE' is a direction.
    ['123 Washington Ct, Springfield, IL 62701', { street: '123 Washington Ct', cityKey: 'SPRINGFIELD', state: 'IL', zip: '62701' }],
    ['100 Main St NE, Washington, DC 20002', { street: '100 Main St NE', cityKey: 'WASHINGTON', state: 'DC', zip: '20002' }],
    ['10500 NE 8th St, Bellevue, WA 98004', { street: '10500 NE 8th St', cityKey: 'BELLEVUE', state: 'WA', zip: '98004' }],
    ['37-12 Main St, Flushing, NY 11354', { street: '37-12 Main St', cityKey: 'FLUSHING', state: 'NY', zip: '11354' }],
    [
      '500 Market St, 2nd Floor, San Francisco, CA 94105',
      { street: '500 Market St, 2nd Floor', cityKey: 'SAN FRANCISCO', state: 'CA', zip: '94105' },
    ],
    [
      '500 Market St, Ste. 200 Rear, San Francisco, CA 94105',
      { street: '500 Market St, Ste. 200 Rear', cityKey: 'SAN FRANCISCO', state: 'CA', zip: '94105' },
    ],
    ['500 Market St #4B, San Francisco, CA 94105', { street: '500 Market St #4B', cityKey: 'SAN FRANCISCO', state: 'CA', zip: '94105' }],
    ['500\u00a0Market St,\u2009San Francisco, CA 94105', { street: '500 Market St', cityKey: 'SAN FRANCISCO', state: 'CA', zip: '94105' }],
  ])('reads %j', (line, expected) => {
    expect(read(line)).toMatchObject(expected);
  });

  it.each([
    ['no house number', 'Main St, Denver, CO 80202'],
    ['a house number without a street name', '123, Denver, CO 80202'],
    ['a street type taken for the town', '123 Fake Street 21154'],
    ['a comma segment after the street that is no unit', '500 Market St, Financial District, San Francisco, CA 94105'],
    ['a unit word without its id', '500 Market St, Apt, San Francisco, CA 94105'],
    ['a second ZIP inside the street', '350 5th Ave 10118, San Francisco, CA 94105'],
    ['an empty comma segment', '500 Market St,, San Francisco, CA 94105'],
    ['a trailing comma', '500 Market St, San Francisco, CA 94105,'],
    ['a tab', '500 Market St,\tSan Francisco, CA 94105'],
    ['words after USA', '500 Market St, San Francisco, CA 94105, USA, Earth'],
    ['an unknown ZIP', '1 Nowhere Rd, Atlantis, CA 00000'],
    ['a territory ZIP', '1 Calle Sol, Adjuntas, PR 00601'],
  ])('refuses %s: %j', (_what, line) => {
    expect(read(line)).toBeUndefined();
  });
});
