import type { AddressProvider } from '../../core/address-provider';
import { isRecord } from '../../core/is-record';

/**
 * What the address widget needs from RJSF's `formContext` (the step page provides it).
 * - addressProvider: the provider, or the promise of it from loadAddressProvider().
 * - setFields: merge these booking fields into the form data (never replace it). Values are
 *   the components, or null to clear them; the widget's own field is never in the patch,
 *   it goes through the widget's onChange.
 * - setFieldError: show (message) or clear (undefined) an error on a field, e.g. `originAddress`.
 * - partnerPhone: the partner's phone as shown, offered when a typed line cannot be placed.
 * - holdSubmit: a submit waits for this work first (a typed line being placed as the field is left).
 */
export interface AddressFormContext {
  addressProvider: AddressProvider | Promise<AddressProvider>;
  setFields(patch: Record<string, unknown>): void;
  setFieldError?(field: string, message: string | undefined): void;
  partnerPhone?: string;
  holdSubmit?(work: Promise<unknown>): void;
}

/** The context, or a loud error naming what the step page forgot (no silent fallback). */
export function readAddressFormContext(formContext: unknown): AddressFormContext {
  if (!isAddressFormContext(formContext)) {
    throw new Error('The address widget needs formContext.addressProvider and formContext.setFields');
  }
  return formContext;
}

function isAddressFormContext(value: unknown): value is AddressFormContext {
  return isRecord(value) && !!value.addressProvider && typeof value.setFields === 'function';
}
