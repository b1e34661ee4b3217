import type { ResolvedAddress } from '../../core/address-provider';

export type AddressPrefix = 'origin' | 'destination';

/**
 * The booking fields behind one address widget (docs/FUNNEL.md#saving-and-conversions), e.g. originStreet ...
 * originPlaceId; every one is null when `resolved` is absent, so a stale lat/lng never survives.
 */
export function addressComponentPatch(
  prefix: AddressPrefix,
  resolved: ResolvedAddress | undefined,
): Record<string, string | number | null> {
  return {
    [`${prefix}Street`]: resolved?.street ?? null,
    [`${prefix}City`]: resolved?.city ?? null,
    [`${prefix}State`]: resolved?.state ?? null,
    [`${prefix}PostalCode`]: resolved?.postalCode ?? null,
    [`${prefix}Country`]: resolved?.country ?? null,
    [`${prefix}Lat`]: resolved?.lat ?? null,
    [`${prefix}Lng`]: resolved?.lng ?? null,
    [`${prefix}PlaceId`]: resolved?.placeId ?? null,
  };
}

/** The prefix from `ui:options.prefix` (the step file's widgetOptions), else from the field name. */
export function addressPrefixOf(options: Record<string, unknown>, fieldName: string): AddressPrefix {
  const prefix = typeof options.prefix === 'string' ? options.prefix : fieldName.replace(/Address$/, '');
  if (prefix !== 'origin' && prefix !== 'destination') {
    throw new Error(`Address widget on '${fieldName}': widgetOptions.prefix must be 'origin' or 'destination'`);
  }
  return prefix;
}
