/**
 * The transition `confirm` (./transitions.ts; docs/PARTNERS.md, Capacity): the customer pressed the button of the
 * confirmation link's page. A provisional crew becomes firm; a crew released unconfirmed is taken again while its slot
 * is still free (else 409 with the slot's message, and nothing changes). A firm crew is confirmed already.
 */
import type { AppDb } from '../db/app-database';
import { inConversionTransaction } from '../db/conversion-transaction';
import type { ServerPartner } from '../partners/server-partner';
import { applyTransition } from './apply-transition';
import type { TransitionDeps } from './crew-effect';
import type { DeskAnswer } from './desk-answer';
import { refusedAnswer } from './refused-answer';
import { API_MESSAGES } from '../http/api-messages';

export function confirmCrew(deps: TransitionDeps & { db: AppDb }, partner: ServerPartner, bookingId: number): Promise<DeskAnswer> {
  return refusedAnswer(() =>
    inConversionTransaction(deps.db, bookingId, async (tx, locked): Promise<DeskAnswer> => {
      if (!locked) return { refusal: { status: 404, messages: [API_MESSAGES.bookingMissing] } };
      if (locked.crewState === 'firm') return { booking: locked };
      return { booking: await applyTransition(deps, tx, 'confirm', partner, locked, async (_tx, row) => row) };
    }),
  );
}
