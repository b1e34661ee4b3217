/**
 * The save queue on its own, with a plain-object host instead of the store (no React, no DOM):
 * one request in flight, later edits merged into the next, retries, 409 merges, disposal.
 */
import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../core/booking';
import { ApiError } from '../../../renderer/api/api-error';
import type { ServerBooking } from '../../../renderer/api/booking-api';
import { createSavePipeline, type SavePipelineHost } from '../../../renderer/store/create-save-pipeline';

interface Sent {
  booking: Booking;
  answer(result: ServerBooking | Error): void;
}

/** A host whose sends the test answers one by one; `log` lists every status change and adoption. */
function testHost(initial: Record<string, unknown> = { reference: 'REF00007', revision: 0 }) {
  let booking = initial as Booking;
  const sent: Sent[] = [];
  const log: string[] = [];
  const saved: ServerBooking[] = [];
  const refusals: Array<readonly string[] | null> = [];
  const host: SavePipelineHost = {
    booking: () => booking,
    adopt: (server, keepLocal) => {
      const kept = Object.fromEntries([...keepLocal].map((key) => [key, (booking as Record<string, unknown>)[key]]));
      booking = { ...server, ...kept } as Booking;
      log.push(`adopt r${String(server.revision)} keep[${[...keepLocal].join(',')}]`);
    },
    status: (state, retry) => log.push(retry ? `${state} retry#${retry.attempt} ${retry.reason}` : state),
    send: (sending) =>
      new Promise((resolve, reject) => {
        sent.push({ booking: sending, answer: (result) => (result instanceof Error ? reject(result) : resolve(result)) });
      }),
    saved: (stored) => saved.push(stored),
    refused: (messages) => refusals.push(messages),
  };
  const edit = (patch: Record<string, unknown>) => {
    booking = { ...booking, ...patch } as Booking;
    pipeline.edited(Object.keys(patch));
  };
  const pipeline = createSavePipeline(host, { baseDelayMs: 1, maxDelayMs: 1, timeoutMs: 5000, random: () => 0 });
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
  // A retry is due after 1 ms, yet on a busy machine it may come after the next tick: wait for it by count.
  const untilSent = async (count: number) => {
    for (let ticks = 0; sent.length < count && ticks < 200; ticks++) await tick();
  };
  return { pipeline, sent, log, saved, refusals, edit, booking: () => booking, tick, untilSent };
}

const conflict = (booking: Record<string, unknown>) => new ApiError('changed elsewhere', 409, ['changed elsewhere'], { booking });

describe('createSavePipeline', () => {
  it('sends one request at a time; saves asked for meanwhile share the next one, with every edit', async () => {
    const t = testHost();
    t.edit({ firstName: 'Dana' });
    const first = t.pipeline.save();
    t.edit({ lastName: 'Rivera' });
    const second = t.pipeline.save();
    const third = t.pipeline.save();
    expect([t.sent.length, second === third]).toEqual([1, true]);
    t.sent[0]!.answer({ reference: 'REF00007', revision: 1, firstName: 'Dana' });
    await first;
    await t.tick();
    expect(t.sent).toHaveLength(2);
    expect(t.sent[1]!.booking).toMatchObject({ revision: 1, firstName: 'Dana', lastName: 'Rivera' });
    t.sent[1]!.answer({ reference: 'REF00007', revision: 2, firstName: 'Dana', lastName: 'Rivera' });
    await third;
    expect(t.saved.map((s) => s.revision)).toEqual([1, 2]);
  });

  it.each([
    ['unsent edits while a request flies', { lastName: 'Rivera' }, ['lastName']],
    ['nothing edited meanwhile', {}, []],
  ])('keeps over the answer the local fields edited after it left (%s)', async (_case, meanwhile, kept) => {
    const t = testHost();
    t.edit({ firstName: 'Dana' });
    const saving = t.pipeline.save();
    t.edit(meanwhile);
    expect([...t.pipeline.unconfirmed()].sort()).toEqual(['firstName', ...kept].sort());
    t.sent[0]!.answer({ reference: 'REF00007', revision: 1, firstName: 'Dana' });
    await saving;
    expect(t.log).toContain(`adopt r1 keep[${kept.join(',')}]`);
    expect([...t.pipeline.unconfirmed()]).toEqual(kept);
  });

  it.each([
    ['the network is down', new TypeError('Failed to fetch'), 'offline'],
    ['the server fails', new ApiError('boom', 502, [], null), 'server'],
  ])('retries when %s, keeping the retry notice through the next attempt', async (_case, failure, reason) => {
    const t = testHost();
    t.edit({ firstName: 'Dana' });
    const saving = t.pipeline.save();
    t.sent[0]!.answer(failure);
    await t.untilSent(2);
    expect(t.pipeline.pending('error')).toBe(true);
    t.sent[1]!.answer({ reference: 'REF00007', revision: 1, firstName: 'Dana' });
    await saving;
    expect(t.log).toEqual(['saving', `error retry#1 ${reason}`, 'saving', 'adopt r1 keep[]', 'idle']);
  });

  it('merges a 409 of the same booking with the local edits and sends again', async () => {
    const t = testHost();
    t.edit({ firstName: 'Dana' });
    const saving = t.pipeline.save();
    t.sent[0]!.answer(conflict({ reference: 'REF00007', revision: 5, notes: 'other tab' }));
    await t.tick();
    expect(t.sent[1]!.booking).toMatchObject({ revision: 5, notes: 'other tab', firstName: 'Dana' });
    t.sent[1]!.answer({ reference: 'REF00007', revision: 6, notes: 'other tab', firstName: 'Dana' });
    await saving;
    expect(t.booking()).toMatchObject({ revision: 6, firstName: 'Dana', notes: 'other tab' });
  });

  it("merges a 409 into the booking another tab's first save created when this copy was never stored (no reference)", async () => {
    const t = testHost({ revision: 0 });
    t.edit({ firstName: 'Dana' });
    const saving = t.pipeline.save();
    t.sent[0]!.answer(conflict({ reference: 'REF00009', revision: 1, notes: 'other tab' }));
    await t.tick();
    expect(t.sent[1]!.booking).toMatchObject({ reference: 'REF00009', revision: 1, notes: 'other tab', firstName: 'Dana' });
    t.sent[1]!.answer({ reference: 'REF00009', revision: 2, notes: 'other tab', firstName: 'Dana' });
    await saving;
    expect(t.booking()).toMatchObject({ reference: 'REF00009', revision: 2, firstName: 'Dana', notes: 'other tab' });
  });

  it.each([
    ['a refusal (422)', new ApiError('invalid', 422, ['invalid'], null)],
    ['a 409 for a booking that replaced this one', conflict({ reference: 'REF00008', revision: 1 })],
  ])('gives up on %s: rejects, and the edits wait for the next save', async (_case, failure) => {
    const t = testHost();
    t.edit({ firstName: 'Dana' });
    const saving = t.pipeline.save();
    t.sent[0]!.answer(failure);
    await expect(saving).rejects.toBe(failure);
    expect([t.log.at(-1), [...t.pipeline.unconfirmed()], t.pipeline.pending('error')]).toEqual(['error', ['firstName'], true]);
  });

  it('gives up at once on a 409 of the booking at the revision it sent (cancelled, changes closed): shows what the server holds and why', async () => {
    const t = testHost({ reference: 'REF00007', revision: 3, moveDate: '2030-05-01' });
    t.edit({ moveDate: '2030-05-09' });
    const saving = t.pipeline.save();
    const closed = new ApiError('closed', 409, ['Your move is too close to change or cancel online. Please call us.'], {
      booking: { reference: 'REF00007', revision: 3, moveDate: '2030-05-01' },
    });
    t.sent[0]!.answer(closed);
    await expect(saving).rejects.toBe(closed);
    await t.tick();
    expect(t.sent).toHaveLength(1);
    expect(t.booking()).toMatchObject({ revision: 3, moveDate: '2030-05-01' });
    expect(t.refusals).toEqual([['Your move is too close to change or cancel online. Please call us.']]);
    expect([t.log.at(-1), [...t.pipeline.unconfirmed()], t.pipeline.pending('error')]).toEqual(['error', [], false]);
  });

  it("hands the server's messages of a refused save to the host, and clears them once a save is stored", async () => {
    const t = testHost();
    t.edit({ firstName: 'Dana' });
    const refused = t.pipeline.save();
    t.sent[0]!.answer(new ApiError('invalid', 422, ['email: must be an email address'], null));
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    const stored = t.pipeline.save();
    t.sent[1]!.answer({ reference: 'REF00007', revision: 1, firstName: 'Dana' });
    await stored;
    expect(t.refusals).toEqual([['email: must be an email address'], null]);
  });

  it('never shows a network failure or a 5xx as a refusal', async () => {
    const t = testHost();
    t.edit({ firstName: 'Dana' });
    const saving = t.pipeline.save();
    t.sent[0]!.answer(new ApiError('unavailable', 503, ['Service unavailable'], null));
    await t.untilSent(2);
    t.sent[1]!.answer({ reference: 'REF00007', revision: 1, firstName: 'Dana' });
    await saving;
    expect(t.refusals).toEqual([null]);
  });

  it('once disposed, never sends again (a retry waiting is dropped)', async () => {
    const t = testHost();
    t.edit({ firstName: 'Dana' });
    const saving = t.pipeline.save().catch((error: unknown) => error);
    t.pipeline.dispose();
    t.sent[0]!.answer(new TypeError('Failed to fetch'));
    expect(await saving).toBeInstanceOf(Error);
    await expect(t.pipeline.save()).rejects.toMatchObject({ name: 'AbortError' });
    expect(t.sent).toHaveLength(1);
  });
});
