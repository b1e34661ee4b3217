import type { FastifyReply } from 'fastify';
import type { Refusal } from '../../core/refusal';
import type { DeskAnswer } from '../bookings/desk-answer';
import { toClientBooking, type ClientBooking } from '../bookings/to-client-booking';
import { sendMessages } from '../http/send-messages';

/** A refusal as the API answers it: `{ messages, step, path }` (and the server's unserviceable reason), 422 unless it says. */
export function sendRefusal(
  reply: FastifyReply,
  { messages, status = 422, ...rest }: Refusal,
  extra: Record<string, unknown> = {},
): FastifyReply {
  return sendMessages(reply, status, messages, { ...rest, ...extra });
}

/** What a booking desk call answers: the booking as the browser receives it, or the refusal with the current booking on a 409. */
export function sendAnswer(reply: FastifyReply, answer: DeskAnswer): ClientBooking | FastifyReply {
  if ('booking' in answer) {
    const booking = toClientBooking(answer.booking);
    // A hold the desk read already is not read again (capacity/active-hold-hook.ts).
    return answer.hold === undefined ? booking : { ...booking, hold: answer.hold };
  }
  return sendRefusal(reply, answer.refusal, answer.current ? { booking: toClientBooking(answer.current) } : {});
}
