import { describe, expect, it } from 'vitest';
import { ADDRESS_HINTS, addressHint, notPlacedHint, type AddressHintState } from '../../widgets/address/address-hint';

const typing: AddressHintState = {
  text: '123 Fake Street',
  chosen: false,
  resolving: false,
  answered: true,
  suggestionCount: 2,
  failed: false,
  minQueryLength: 3,
};

describe('addressHint: typed text is not an address until a suggestion is chosen', () => {
  it.each<[string, Partial<AddressHintState>, string | undefined]>([
    ['suggestions to choose from', {}, ADDRESS_HINTS.choose],
    ['suggestions not answered yet', { answered: false, suggestionCount: 0 }, ADDRESS_HINTS.choose],
    ['nothing matches', { suggestionCount: 0 }, ADDRESS_HINTS.noMatch],
    ['the lookup failed: the full address is asked for, not "no match"', { suggestionCount: 0, failed: true }, ADDRESS_HINTS.typeFull],
    ['typed lines: the full address is asked for from the start', { typed: true, text: '' }, ADDRESS_HINTS.typeFull],
    ['typed lines, several read from it', { typed: true }, ADDRESS_HINTS.typeFull],
    ['typed lines, none placed: the phone', { typed: true, suggestionCount: 0, phone: '(303) 555-0100' }, notPlacedHint('(303) 555-0100')],
    ['an address chosen', { chosen: true }, undefined],
    ['a suggestion being resolved', { resolving: true }, undefined],
    ['an empty field', { text: '' }, undefined],
    ['fewer characters than a query', { text: '12 ' }, undefined],
  ])('%s', (_case, state, expected) => {
    expect(addressHint({ ...typing, ...state })).toBe(expected);
  });
});
