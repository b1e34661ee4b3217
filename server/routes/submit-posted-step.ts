/**
 * A step's form posted without the app (docs/FUNNEL.md, "Without JavaScript"): the answers read from the form as the
 * step's schema types them, the step's own onSubmit actions run through the server's registry (./server-step-actions.ts),
 * each saving through the booking desk and holding through the capacity desk as the API does, then the step judged
 * on the booking as stored and its next edge taken (a conversion it names recorded by the desk). One verdict: the flow
 * session and the desks the app's calls reach; this file only runs them in the order the app does.
 */
import { ADDRESS_FIELDS } from '../../core/flow/placed-addresses';
import type { RefusedSubmit } from '../../core/booking-wire';
import { toBookingPatch } from '../../core/booking-patch';
import type { EdgeTarget } from '../../core/flow/next-edge';
import { funnelPath } from '../../core/flow/funnel-path';
import { isOneOf } from '../../core/is-one-of';
import { MARKETING_FIELDS } from '../../core/marketing-fields';
import { queryFills } from '../../core/flow/merge-query-into-booking';
import { postedAnswers, type PostedForm } from '../../core/flow/posted-answers';
import type { Refusal } from '../../core/refusal';
import { fromServerBooking, toSavePayload } from '../../core/save-payload';
import type { StepDefinition } from '../../core/flow/step-definition';
import { isUnserviceableReason } from '../../core/unserviceable-reasons';
import { typedAddressParts } from '../addresses/typed-address-parts';
import type { BookingDesk } from '../bookings/booking-desk';
import type { DeskAnswer } from '../bookings/desk-answer';
import type { Visit } from '../bookings/desk-deps';
import { pageBooking } from '../bookings/page-booking';
import { toClientBooking } from '../bookings/to-client-booking';
import type { CapacityDesk } from '../capacity/capacity-desk';
import type { AppDb } from '../db/app-database';
import { findUnstorableText } from '../security/unstorable-text-guard';
import { bookingSession } from '../flow/booking-session';
import { serverStepActions, type PostedStepSubmit } from './server-step-actions';

export interface PostedStepDeps {
  db: AppDb;
  bookings: BookingDesk;
  capacity: CapacityDesk;
  now: Date;
}

export interface PostedStep {
  step: StepDefinition;
  visit: Visit;
  form: PostedForm;
  /** The page's query: the link's marketing parameters, `checkout=true` from the summary's Edit... */
  query: URLSearchParams;
  /** The client's address as holds count it (server/routes/capacity-routes.ts). */
  holdAddress: string;
}

/** 303 to the next step; or the step shown again with what was refused (its field messages, or the desk's words). */
export type PostedStepOutcome = { next: string } | { refused: RefusedSubmit; status: number };

/** The booking's own fields of a page or desk answer: the hold it carries beside it left out. */
function bookingOf(answer: Record<string, unknown>): Record<string, unknown> {
  const { hold: _hold, ...booking } = answer;
  return fromServerBooking(booking);
}

export async function submitPostedStep(deps: PostedStepDeps, posted: PostedStep): Promise<PostedStepOutcome> {
  const { step, visit, form, query } = posted;
  const { partner, session } = visit;
  let stored = bookingOf(await pageBooking(deps.db, session, partner.slug, deps.now));
  const judge = (booking: Record<string, unknown>) => {
    const location = partner.locations.find((candidate) => candidate.id === booking.locationId) ?? null;
    return bookingSession(partner, { booking, location: location && { ...location }, today: deps.now, query: Object.fromEntries(query) });
  };
  const answers = postedAnswers(step, judge(stored).resolved(step.id), form);
  const unstorable = findUnstorableText(answers, 'answers') !== null;
  const refused = (refusal?: Refusal): PostedStepOutcome => ({
    refused: {
      stepId: step.id,
      answers: unstorable ? {} : answers,
      ...(refusal && refusal.messages.length > 0 && { messages: refusal.messages }),
    },
    status: refusal?.status ?? 422,
  });
  if (unstorable) return refused();

  // The link's marketing parameters fill empty fields as the host page does (utm_*, click ids), then the answers: a
  // form stores its own step's fields only, never another step's answers from its address.
  const marketing = new URLSearchParams([...query].filter(([key]) => isOneOf(MARKETING_FIELDS, key)));
  const booking: Record<string, unknown> = { ...stored, ...queryFills(stored, marketing), ...toBookingPatch(answers), ...typedParts() };
  const revised = (answer: DeskAnswer): Refusal | null => {
    if ('refusal' in answer) return answer.refusal;
    stored = bookingOf(toClientBooking(answer.booking));
    Object.assign(booking, stored);
    return null;
  };
  const copy = () => ({ ...toSavePayload(booking, step.id), revision: Number(stored.revision) });

  const submit: PostedStepSubmit = {
    step,
    partner,
    answers,
    booking,
    async save() {
      // An address line typed into the plain field is placed by the save itself: its message waits for the answer.
      const errors = Object.keys(judge(booking).errors(step.id)).filter((field) => !typedLine(field));
      if (errors.length > 0) return { messages: [] };
      return revised(await deps.bookings.save(visit, copy(), step.id));
    },
    async placeDepot() {
      const current = await deps.bookings.current(visit);
      const depot = partner.locations.find((candidate) => candidate.id === current?.data.locationId);
      if (current && depot) await deps.bookings.placeDepot(visit, current, depot.id);
    },
    async hold() {
      const current = await deps.bookings.current(visit);
      if (!current) return { messages: [], status: 404 };
      const held = await deps.capacity.hold(partner, current, { sessionId: session.id, address: posted.holdAddress });
      return 'hold' in held ? null : held;
    },
  };
  for (const name of step.onSubmit ?? []) {
    const refusal = await serverStepActions[name](submit);
    if (refusal) return refused(refusal);
  }

  // The save's answer may leave the step unfinished (an address it could not place): the step again, with why. Judged
  // on the stored booking with the step's answers the store keeps no column of (the checkout's conversion choice).
  const after = judge(booking);
  if (Object.keys(after.errors(step.id)).length > 0) return refused();
  const edge = after.next(step.id);
  if (!edge) return { next: funnelPath(partner.slug, step.id) };
  const conversion = await convertOnEdge(edge);
  if (conversion) return refused(conversion);
  return { next: funnelPath(partner.slug, edge.to, Object.keys(edge.query).length > 0 ? edge.query : undefined) };

  /** The edge's conversion recorded by the desk, as the app's Next records it (renderer/navigation/follow-edge.ts). */
  async function convertOnEdge(target: EdgeTarget): Promise<Refusal | null> {
    if (target.convert === 'pay_later') return revised(await deps.bookings.convert(visit, { type: 'pay_later' }));
    const reason = target.query.reason;
    if (target.convert === 'unserviceable' && isUnserviceableReason(reason))
      return revised(await deps.bookings.convert(visit, { type: 'unserviceable', reason }, copy()));
    return null;
  }

  /** Whether `field` is an address line posted as typed, which the save places. */
  function typedLine(field: string): boolean {
    return isOneOf(ADDRESS_FIELDS, field) && typeof booking[field] === 'string' && booking[field] !== '';
  }

  /** The parts beside each address line posted as typed and changed (the parts of the line before never stay). */
  function typedParts(): Record<string, unknown> {
    const parts: Record<string, unknown> = {};
    for (const field of ADDRESS_FIELDS) {
      const line = answers[field];
      if (typeof line !== 'string' || line === stored[field]) continue;
      const prefix = step.fields[field]?.widgetOptions?.prefix;
      Object.assign(parts, typedAddressParts(typeof prefix === 'string' ? prefix : field.replace(/Address$/, ''), line));
    }
    return parts;
  }
}
