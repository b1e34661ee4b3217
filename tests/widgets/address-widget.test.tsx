// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { getTestRegistry } from '@rjsf/core';
import {
  INCOMPLETE_ADDRESS_MESSAGE,
  type AddressProvider,
  type AddressSuggestion,
  type ResolvedAddress,
} from '../../core/address-provider';
import { ADDRESS_HINTS, notPlacedHint } from '../../widgets/address/address-hint';
import { AddressWidget } from '../../widgets/address-widget';
import { renderWidget } from './render-widget';

const SUGGESTIONS: AddressSuggestion[] = [
  { id: 's1', text: '123 Main St, Denver, CO 80202', mainText: '123 Main St', secondaryText: 'Denver, CO 80202' },
  { id: 's2', text: '123 Main St, Denver, CO 80203', mainText: '123 Main St', secondaryText: 'Denver, CO 80203' },
];
const RESOLVED: ResolvedAddress = {
  address: '123 Main St, Denver, CO 80203',
  street: '123 Main St',
  city: 'Denver',
  state: 'CO',
  postalCode: '80203',
  country: 'US',
  lat: 39.7313,
  lng: -104.9812,
  placeId: 'offline:80203:123 Main St',
};
const CLEARED = {
  originStreet: null,
  originCity: null,
  originState: null,
  originPostalCode: null,
  originCountry: null,
  originLat: null,
  originLng: null,
  originPlaceId: null,
};

/** A provider whose answers the test controls; the real providers have their own tests. */
function scriptedProvider(approximate = true) {
  const suggest = vi.fn(async (_input: string, _signal?: AbortSignal) => SUGGESTIONS);
  const resolve = vi.fn(async (_s: AddressSuggestion) => RESOLVED);
  const provider: AddressProvider = { approximate, suggest, resolve };
  return { provider, suggest, resolve };
}

function setup(options: { provider?: AddressProvider | Promise<AddressProvider>; value?: string; prefix?: string } = {}) {
  const scripted = scriptedProvider();
  const formContext = {
    addressProvider: options.provider ?? scripted.provider,
    setFields: vi.fn(),
    setFieldError: vi.fn(),
  };
  const rendered = renderWidget(AddressWidget, {
    id: 'root_originAddress',
    name: 'originAddress',
    value: options.value,
    options: options.prefix ? { prefix: options.prefix } : {},
    registry: getTestRegistry({ type: 'object' }, {}, {}, {}, formContext),
  });
  return { ...rendered, ...scripted, formContext, input: screen.getByRole('combobox') as HTMLInputElement };
}

/** Types and lets the 200 ms debounce and the provider's promise run. */
async function typeAndWait(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  await act(() => vi.advanceTimersByTimeAsync(200));
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('AddressWidget', () => {
  it('is a WAI-ARIA 1.2 combobox controlling a listbox', async () => {
    const { input } = setup();
    await act(() => vi.advanceTimersByTimeAsync(0));
    const listbox = screen.getByRole('listbox', { hidden: true });
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(listbox.hidden).toBe(true);
  });

  it('asks for suggestions 200 ms after the last keystroke, never before', async () => {
    const { input, suggest } = setup();
    fireEvent.change(input, { target: { value: '123 Ma' } });
    await act(() => vi.advanceTimersByTimeAsync(150));
    fireEvent.change(input, { target: { value: '123 Main' } });
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(suggest).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(suggest.mock.calls[0]![0]).toBe('123 Main');
  });

  it('aborts a request that a newer keystroke made stale, and never shows its answer', async () => {
    const { input, suggest } = setup();
    let answerFirst: (s: AddressSuggestion[]) => void = () => {};
    suggest.mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)));
    await typeAndWait(input, '123 Main');
    const firstSignal = suggest.mock.calls[0]![1]!;
    fireEvent.change(input, { target: { value: '123 Main S' } });
    expect(firstSignal.aborted).toBe(true);
    await act(async () => answerFirst([{ id: 'stale', text: 'Stale answer' }]));
    expect(screen.queryByText('Stale answer')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('does not ask for fewer than 3 characters', async () => {
    const { input, suggest } = setup();
    await typeAndWait(input, '12');
    expect(suggest).not.toHaveBeenCalled();
  });

  it('lists the options and announces their count politely', async () => {
    const { input } = setup();
    await typeAndWait(input, '123 Main');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['123 Main StDenver, CO 80202', '123 Main StDenver, CO 80203']);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('2 address suggestions available.');
  });

  it('announces when nothing matches', async () => {
    const { input, suggest } = setup();
    suggest.mockResolvedValueOnce([]);
    await typeAndWait(input, 'zzzz');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('No addresses found.');
  });

  it('asks for the full address instead of "No addresses found." when the lookup fails', async () => {
    const { input, suggest } = setup();
    suggest.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await typeAndWait(input, '123 Main');
    expect(screen.getByRole('status').textContent).toBe(ADDRESS_HINTS.typeFull);
    expect(screen.getByText(ADDRESS_HINTS.typeFull, { selector: 'p' })).toBeDefined();
    expect(document.body.textContent).not.toMatch(/connection/i);
    logged.mockRestore();
  });

  describe('when the customer types whole lines (Google could not help)', () => {
    function typedSetup() {
      const scripted = scriptedProvider(false);
      const provider: AddressProvider = { ...scripted.provider, typed: true };
      const held: Promise<unknown>[] = [];
      const result = setup({ provider });
      Object.assign(result.formContext, { partnerPhone: '(303) 555-0100', holdSubmit: (work: Promise<unknown>) => held.push(work) });
      return { ...result, suggest: scripted.suggest, resolve: scripted.resolve, held };
    }

    it('asks for the full address before anything is typed', () => {
      typedSetup();
      expect(document.getElementById('root_originAddress__hint')?.textContent).toBe(ADDRESS_HINTS.typeFull);
    });

    it('chooses the one address the server reads from the line as the field is left, and a submit waits for it', async () => {
      const { input, suggest, resolve, formContext, held } = typedSetup();
      suggest.mockResolvedValue([SUGGESTIONS[1]!]);
      await typeAndWait(input, '123 Main St, Denver, CO 80203');
      fireEvent.blur(input);
      expect(held).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(0));
      await held[0];
      expect(suggest).toHaveBeenLastCalledWith('123 Main St, Denver, CO 80203');
      expect(resolve).toHaveBeenCalledWith(SUGGESTIONS[1]);
      expect(formContext.setFields).toHaveBeenLastCalledWith(expect.objectContaining({ originState: 'CO', originPostalCode: '80203' }));
    });

    it('leaves a line that reads as several addresses to a choice from the list', async () => {
      const { input, resolve } = typedSetup();
      await typeAndWait(input, '123 Main St, Denver');
      fireEvent.blur(input);
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(resolve).not.toHaveBeenCalled();
    });

    it("offers the partner's phone for a line the server cannot place", async () => {
      const { input, suggest } = typedSetup();
      suggest.mockResolvedValue([]);
      await typeAndWait(input, '1 Nowhere Lane, Atlantis');
      expect(document.getElementById('root_originAddress__hint')?.textContent).toBe(notPlacedHint('(303) 555-0100'));
      expect(notPlacedHint('(303) 555-0100')).toContain('(303) 555-0100');
    });
  });

  it.each([
    ['suggestions', undefined, ADDRESS_HINTS.choose],
    ['no match', [], ADDRESS_HINTS.noMatch],
  ])('tells the customer to choose a suggestion (%s), tied to the input', async (_case, answer, hint) => {
    const { input, suggest } = setup();
    if (answer) suggest.mockResolvedValueOnce(answer);
    await typeAndWait(input, '123 Fake Street');
    expect(document.getElementById('root_originAddress__hint')?.textContent).toBe(hint);
    expect(input.getAttribute('aria-describedby')).toBe('root_originAddress__hint root_originAddress__note');
  });

  it('moves with the arrow keys, selects with Enter and writes every component', async () => {
    const { input, resolve, props, formContext } = setup();
    await typeAndWait(input, '123 Main');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe('root_originAddress__option-0');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe('root_originAddress__option-0'); // wrapped
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe('root_originAddress__option-1'); // wrapped back
    expect(document.getElementById('root_originAddress__option-1')!.getAttribute('aria-selected')).toBe('true');
    expect(document.getElementById('root_originAddress__option-0')!.getAttribute('aria-selected')).toBe('false');
    const enter = fireEvent.keyDown(input, { key: 'Enter' });
    expect(enter).toBe(false); // default prevented: Enter picks, it does not submit the form
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(resolve).toHaveBeenCalledWith(SUGGESTIONS[1]);
    expect(props.onChange).toHaveBeenLastCalledWith('123 Main St, Denver, CO 80203');
    expect(formContext.setFields).toHaveBeenLastCalledWith({
      originStreet: '123 Main St',
      originCity: 'Denver',
      originState: 'CO',
      originPostalCode: '80203',
      originCountry: 'US',
      originLat: 39.7313,
      originLng: -104.9812,
      originPlaceId: 'offline:80203:123 Main St',
    });
    expect(formContext.setFieldError).toHaveBeenLastCalledWith('originAddress', undefined);
    expect(input.value).toBe('123 Main St, Denver, CO 80203');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('selects with a click', async () => {
    const { input, resolve } = setup();
    await typeAndWait(input, '123 Main');
    fireEvent.click(screen.getAllByRole('option')[0]!);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(resolve).toHaveBeenCalledWith(SUGGESTIONS[0]);
  });

  it('closes the listbox with Escape', async () => {
    const { input } = setup();
    await typeAndWait(input, '123 Main');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(fireEvent.keyDown(input, { key: 'Escape' })).toBe(false);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(input.value).toBe('123 Main');
  });

  it('clears every component as soon as the customer types over a chosen address', async () => {
    const { input, props, formContext } = setup({ value: '123 Main St, Denver, CO 80203' });
    expect(input.value).toBe('123 Main St, Denver, CO 80203');
    fireEvent.change(input, { target: { value: '123 Main St, Denver, CO 8020' } });
    expect(props.onChange).toHaveBeenLastCalledWith(undefined);
    expect(formContext.setFields).toHaveBeenLastCalledWith(CLEARED);
    fireEvent.change(input, { target: { value: '123 Main St, Denver, CO 802' } });
    expect(formContext.setFields).toHaveBeenCalledTimes(1);
  });

  it('shows the documented message and keeps no value when the address cannot be resolved', async () => {
    const { input, resolve, props, formContext } = setup();
    resolve.mockRejectedValueOnce(new Error(INCOMPLETE_ADDRESS_MESSAGE));
    await typeAndWait(input, '123 Main');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(props.onChange).toHaveBeenLastCalledWith(undefined);
    expect(formContext.setFields).toHaveBeenLastCalledWith(CLEARED);
    expect(formContext.setFieldError).toHaveBeenLastCalledWith('originAddress', INCOMPLETE_ADDRESS_MESSAGE);
  });

  it('shows the documented message (and logs the status) when geocoding fails', async () => {
    const { input, resolve, formContext } = setup();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    resolve.mockRejectedValueOnce(new Error('ZERO_RESULTS'));
    await typeAndWait(input, '123 Main');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(formContext.setFieldError).toHaveBeenLastCalledWith('originAddress', INCOMPLETE_ADDRESS_MESSAGE);
    expect(log).toHaveBeenCalledWith(new Error('ZERO_RESULTS'));
    log.mockRestore();
  });

  it("uses widgetOptions.prefix for the destination's fields and accepts a provider promise", async () => {
    const { provider } = scriptedProvider(false);
    const { input, formContext } = setup({ provider: Promise.resolve(provider), prefix: 'destination' });
    await act(() => vi.advanceTimersByTimeAsync(0)); // the provider promise settles
    await typeAndWait(input, '123 Main');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(Object.keys(formContext.setFields.mock.calls.at(-1)![0] as object)).toEqual([
      'destinationStreet',
      'destinationCity',
      'destinationState',
      'destinationPostalCode',
      'destinationCountry',
      'destinationLat',
      'destinationLng',
      'destinationPlaceId',
    ]);
  });

  it.each([
    [true, 'Distances are approximate.'],
    [false, null],
  ])('approximate provider %s: note %j', async (approximate, note) => {
    const { input } = setup({ provider: scriptedProvider(approximate).provider });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.queryByText('Distances are approximate.')?.textContent ?? null).toBe(note);
    expect(input.getAttribute('aria-describedby')).toBe(approximate ? 'root_originAddress__note' : null);
  });

  it('ties its errors to the input', () => {
    const scripted = scriptedProvider();
    renderWidget(AddressWidget, {
      id: 'root_originAddress',
      name: 'originAddress',
      rawErrors: [INCOMPLETE_ADDRESS_MESSAGE],
      registry: getTestRegistry({ type: 'object' }, {}, {}, {}, { addressProvider: scripted.provider, setFields: vi.fn() }),
    });
    const input = screen.getByRole('combobox');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('root_originAddress__error root_originAddress__note');
  });

  it('fails loudly without a provider in formContext', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWidget(AddressWidget, { name: 'originAddress' })).toThrow('formContext.addressProvider');
    error.mockRestore();
  });
});
