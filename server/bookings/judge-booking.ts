import type { Booking } from '../../core/booking';
import type { Conversion } from '../../core/conversion';
import type { Refusal } from '../../core/refusal';
import type { ComputeRouteFigures } from '../distance/route-figures';
import { conversionVerdict, sessionOfConversion } from '../flow/conversion-verdict';
import type { ServerPartner } from '../partners/server-partner';
import { withRouteFigures } from './with-route-figures';

/**
 * The verdict on converting a stored booking (docs/FUNNEL.md, "What the server checks"). Its figures are worked out
 * again from the addresses, so a booking stored before the server placed addresses, or one whose figures a browser sent,
 * is judged on the server's own. Rules relative to today are judged as of the day the move date was chosen unless
 * `datesJudgedToday`: pay later and the card setup, where the customer converts now.
 */
export async function judgeBooking(
  routeFigures: ComputeRouteFigures,
  partner: ServerPartner,
  data: Booking,
  conversion: Conversion,
  today: Date,
  { datesJudgedToday = false } = {},
): Promise<Refusal | null> {
  const { moveDateChosen: _chosen, ...judgedToday } = data;
  const judged = datesJudgedToday ? judgedToday : data;
  const figures = await routeFigures(judged, partner);
  const depot = figures.depot ? { ...figures.depot } : null;
  return conversionVerdict(sessionOfConversion(partner, withRouteFigures(judged, figures), depot, conversion, today), conversion);
}
