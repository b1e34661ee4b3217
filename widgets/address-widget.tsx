import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { INCOMPLETE_ADDRESS_MESSAGE, type AddressSuggestion } from '../core/address-provider';
import { addressComponentPatch, addressPrefixOf } from './address/address-component-patch';
import { ADDRESS_HINTS, addressHint } from './address/address-hint';
import { readAddressFormContext } from './address/address-form-context';
import { MIN_QUERY_LENGTH, useAddressSuggestions } from './address/use-address-suggestions';
import { useResolvedProvider } from './address/use-resolved-provider';
import { fieldAria } from './field-aria';
import { inputClass } from './input-class';

export const APPROXIMATE_NOTE = 'Distances are approximate.';

function announcement(count: number, failed: boolean): string {
  if (failed) return ADDRESS_HINTS.typeFull;
  if (count === 0) return 'No addresses found.';
  return count === 1 ? '1 address suggestion available.' : `${count} address suggestions available.`;
}

/**
 * Widget 'address': a WAI-ARIA 1.2 combobox with a listbox popup (aria-activedescendant
 * keeps focus in the input). Choosing a suggestion resolves it and writes every component
 * (street ... placeId) through formContext.setFields; typing again clears them, so the booking
 * never keeps coordinates of an address that is no longer shown. Until a suggestion is chosen
 * the field's value is undefined, so 'Please provide your home address' stays until then.
 */
export function AddressWidget(props: WidgetProps) {
  const { id, name, value, onChange, onBlur, onFocus, options, registry, disabled, readonly, autofocus, placeholder, rawErrors, required } =
    props;
  const context = readAddressFormContext(registry.formContext);
  const prefix = addressPrefixOf(options, name);
  const provider = useResolvedProvider(context.addressProvider);
  const current = typeof value === 'string' ? value : '';
  const [text, setText] = useState(current);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [resolving, setResolving] = useState(false);
  const selection = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  // A chosen address longer than a phone's input is cut off there: it is then also shown whole below.
  const [cutOff, setCutOff] = useState(false);
  useEffect(() => {
    const element = input.current;
    if (!element || !current) return setCutOff(false);
    const measure = () => setCutOff(element.scrollWidth > element.clientWidth + 1);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [current, text]);
  const { query: answered, suggestions, failed } = useAddressSuggestions(provider, query);

  // The booking may change from outside (loaded, restored): show it unless the customer is typing.
  const shown = useRef(current);
  useEffect(() => {
    if (current && current !== shown.current) {
      shown.current = current;
      setText(current);
    }
  }, [current]);

  const expanded = open && suggestions.length > 0;
  const listboxId = `${id}__listbox`;
  const optionId = (index: number) => `${id}__option-${index}`;
  const noteId = provider?.approximate ? `${id}__note` : undefined;
  const hint = addressHint({
    text,
    chosen: !!current,
    resolving,
    answered: answered !== '' && answered === query,
    suggestionCount: suggestions.length,
    failed,
    minQueryLength: MIN_QUERY_LENGTH,
    typed: provider?.typed,
    phone: context.partnerPhone,
  });
  const hintId = hint ? `${id}__hint` : undefined;

  const clearComponents = () => {
    onChange(undefined);
    context.setFields(addressComponentPatch(prefix, undefined));
  };

  const choose = async (suggestion: AddressSuggestion) => {
    const mine = ++selection.current;
    setText(suggestion.text);
    setQuery('');
    setOpen(false);
    setActive(-1);
    if (!provider) return;
    setResolving(true);
    try {
      const resolved = await provider.resolve(suggestion);
      if (mine !== selection.current) return;
      shown.current = resolved.address;
      setText(resolved.address);
      onChange(resolved.address);
      context.setFields(addressComponentPatch(prefix, resolved));
      context.setFieldError?.(name, undefined);
    } catch (error) {
      if (mine !== selection.current) return;
      // A geocoder status (e.g. ZERO_RESULTS) means nothing to a customer: log it, show the message of docs/FUNNEL.md#validation.
      if (!(error instanceof Error && error.message === INCOMPLETE_ADDRESS_MESSAGE)) console.error(error);
      clearComponents();
      context.setFieldError?.(name, INCOMPLETE_ADDRESS_MESSAGE);
    } finally {
      if (mine === selection.current) setResolving(false);
    }
  };

  /**
   * The customer types whole lines (Google cannot help): a line the server reads as exactly one address
   * is chosen as the field is left or Enter pressed, so Next never refuses a complete line. A submit waits for it.
   */
  const placeTyped = () => {
    const line = text.trim();
    if (!provider?.typed || current || resolving || line.length < MIN_QUERY_LENGTH) return;
    const mine = selection.current;
    const work = provider.suggest(line).then(
      (found) => {
        if (mine === selection.current && found.length === 1) return choose(found[0]!);
      },
      (error: unknown) => console.warn(error),
    );
    context.holdSubmit?.(work);
  };

  const type = (next: string) => {
    selection.current++;
    setResolving(false);
    setText(next);
    setQuery(next);
    setOpen(true);
    setActive(-1);
    if (current) {
      shown.current = '';
      clearComponents();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      if (!expanded) {
        setOpen(true);
        setActive(down ? 0 : count - 1);
      } else {
        setActive((i) => (down ? (i + 1) % count : i <= 0 ? count - 1 : i - 1));
      }
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      void choose(suggestions[active]!);
    } else if (event.key === 'Enter') {
      placeTyped();
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const aria = fieldAria(id, rawErrors, hintId, noteId);
  return (
    <div className="relative" aria-busy={resolving || undefined}>
      <input
        ref={input}
        id={id}
        name={props.htmlName ?? id}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        className={inputClass}
        value={text}
        placeholder={placeholder || undefined}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        required={required}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        {...aria}
        onChange={(event) => type(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => onFocus(id, value)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          placeTyped();
          onBlur(id, value);
        }}
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label="Address suggestions"
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border border-gray-200 bg-white py-1 shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={`cursor-pointer px-3 py-2 text-base ${index === active ? 'bg-gray-100' : ''}`}
            // Keep focus in the input: a click must not blur it before the choice lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void choose(suggestion)}
            onMouseEnter={() => setActive(index)}
          >
            <span className="block text-gray-900">{suggestion.mainText ?? suggestion.text}</span>
            {suggestion.mainText && suggestion.secondaryText && (
              <span className="block text-sm text-gray-600">{suggestion.secondaryText}</span>
            )}
          </li>
        ))}
      </ul>
      <div role="status" aria-live="polite" className="sr-only">
        {open && answered && answered === query && query.trim().length >= MIN_QUERY_LENGTH ? announcement(suggestions.length, failed) : ''}
      </div>
      {cutOff && current === text && (
        // Visual only: the input's value is the same text, read in full by screen readers.
        <p aria-hidden="true" data-testid="address-in-full" className="mt-1 text-sm break-words text-gray-700">
          {current}
        </p>
      )}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-gray-700">
          {hint}
        </p>
      )}
      {noteId && (
        <p id={noteId} className="mt-1 text-xs text-gray-600">
          {APPROXIMATE_NOTE}
        </p>
      )}
    </div>
  );
}
