/**
 * Hostile addresses: address lines that read as one place to a person and were placed at another by
 * their last ZIP, each beside its honest twin (which must be placed).
 */
/** [what, hostile line, its honest twin, the honest twin's state]. */
export const HOSTILE_ADDRESS_LINES: [string, string, string, string][] = [
  ['a unit word before a second ZIP', '350 5th Ave, New York, NY 10118, Apt 94105', '350 5th Ave Apt 4, New York, NY 10118', 'NY'],
  ['USA before a second ZIP', '350 5th Ave, New York, NY 10118 USA 94105', '350 5th Ave, New York, NY 10118 USA', 'NY'],
  ['a line break before a second ZIP', '350 5th Ave, New York, NY 10118\n94105', '350 5th Ave, New York, NY 10118', 'NY'],
  ['a semicolon before a second ZIP', '350 5th Ave, New York, NY 10118; 94105', '350 5th Ave, New York, NY 10118, US', 'NY'],
  ['a zero-width space inside "NY"', '350 5th Ave, New York, N\u200bY 94105', '350 5th Ave, New York, N\u200bY 10118', 'NY'],
  ['"NY-" before the ZIP', '350 5th Ave, New York, NY- 94105', '350 5th Ave, New York, NY, 10118', 'NY'],
  ['"(NY)" before the ZIP', '350 5th Ave, New York, (NY) 94105', '350 5th Ave, New York, N.Y. 10118', 'NY'],
  ['"New York State" before the ZIP', '350 5th Ave, New York, New York State 94105', '350 5th Ave, New York, New York 10118', 'NY'],
  ["a city that is not the ZIP's", '200 N Spring St, Los Angeles, CA 94105', '200 N Spring St, Los Angeles, CA 90012', 'CA'],
  ['no street: a city is no home', 'San Francisco, CA 94101', '1 Market St, San Francisco, CA 94105', 'CA'],
  [
    'the offline suggestion that made a New York line the street of a San Francisco one',
    '350 5th Ave, New York, NY 10118, Apt, San Francisco, CA 94105',
    '500 Market St, Apt 4, San Francisco, CA 94105',
    'CA',
  ],
  [
    'a city and another state at the end of the street',
    '350 5th Ave New York NY, San Francisco, CA 94105',
    '350 5th Ave New York, NY 10118',
    'NY',
  ],
  ['full-width letters folded to "NY"', '350 5th Ave, New York, ＮＹ 94105', '350 5th Ave, New York, ＮＹ １０１１８', 'NY'],
];
