/**
 * Whether a booking keeps its recorded conversion after a save: the conversion must stay one the flow
 * allows for the data the booking now holds (docs/FUNNEL.md, "What the server checks"). A pay-later
 * booking edited into another state, or emptied, is no longer a booking to pay for; an unserviceable
 * one whose move can now be served is no longer unserviceable. Such a save withdraws the conversion:
 * the booking is unconverted again, and the customer converts once more where the flow leads them.
 */
import type { Booking } from '../../core/booking';
import { isUnserviceableReason } from '../../core/unserviceable-reasons';
import type { RouteFigures } from '../distance/route-figures';
import type { ServerPartner } from '../partners/server-partner';
import type { BookingRow } from '../db/booking-repository';
import type { ConversionIntent } from './conversion-intent';
import { conversionRefusal } from './conversion-refusal';
import { funnelDefinition } from '../../core/funnel-definition';

/** The conversion a row records, as the flow is asked for it; null when it records none. */
function recordedIntent({
  conversionType,
  unserviceableReason,
}: Pick<BookingRow, 'conversionType' | 'unserviceableReason'>): ConversionIntent | null {
  if (conversionType === 'pay_later' || conversionType === 'pay_now') return { type: conversionType };
  if (conversionType === 'unserviceable' && isUnserviceableReason(unserviceableReason))
    return { type: 'unserviceable', reason: unserviceableReason };
  return null;
}

/** True when the row records no conversion, or one the flow allows for `data`. */
export function keepsConversion(
  row: Pick<BookingRow, 'conversionType' | 'unserviceableReason'>,
  data: Booking,
  figures: RouteFigures,
  partner: ServerPartner,
  now: Date,
): boolean {
  if (row.conversionType === null) return true;
  const intent = recordedIntent(row);
  return intent !== null && conversionRefusal(funnelDefinition, data, figures, partner, intent, now) === null;
}
