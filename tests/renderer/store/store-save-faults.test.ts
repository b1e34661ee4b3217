// @vitest-environment happy-dom
/**
 * Saves under faults (docs/DECISIONS.md, Hardening): a failed save (network down, 5xx, timeout) keeps the answers,
 * is retried with backoff (at once when the browser is back online) and sent once the server answers;
 * a stale revision merges the server's booking with the local unsent edits; saveAndWait waits for the
 * real save; leaving with unconfirmed answers warns.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveAndWait } from '../../../renderer/actions/save-and-wait';
import type { FunnelStore } from '../../../renderer/store/funnel-state';
import { DEFAULT_SAVE_RETRY_OPTIONS, retryDelay, type SaveRetryOptions } from '../../../renderer/store/save-retry-options';
import { watchUnsavedAnswers } from '../../../renderer/store/watch-unsaved-answers';
import { startFunnel } from '../support/funnel-fixture';

let app: FunnelStore;
const store = () => app.getState();
const hasUnsavedAnswers = () => store().hasUnsavedAnswers();
/** A fresh store with these retry options (as a test of the old global store changed them). */
const setSaveRetryOptions = (retry: Partial<SaveRetryOptions>) => {
  app.getState().dispose();
  app = startFunnel(net.fetch, undefined, undefined, retry);
};

interface Call {
  url: string;
  method: string;
  booking: Record<string, unknown>;
  signal?: AbortSignal;
  respond(status: number, body: unknown): void;
  /** What fetch does when the network is down. */
  fail(): void;
}

/** A fetch the test answers call by call, honouring the request's abort signal like the real one. */
function scriptedFetch() {
  const calls: Call[] = [];
  const waiters: (() => void)[] = [];
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal!.reason), { once: true });
      calls.push({
        url: String(input),
        method: init?.method ?? 'GET',
        booking: (JSON.parse(String(init?.body ?? '{}')) as { booking?: Record<string, unknown> }).booking ?? {},
        signal: init?.signal ?? undefined,
        respond: (status, body) => resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
        fail: () => reject(new TypeError('Failed to fetch')),
      });
      waiters.splice(0).forEach((wake) => wake());
    })) as typeof globalThis.fetch;
  const untilCalls = async (count: number) => {
    while (calls.length < count) await new Promise<void>((wake) => waiters.push(wake));
  };
  return { fetch, calls, untilCalls };
}

const stored = (booking: Record<string, unknown>, revision: number) => ({
  ...booking,
  revision,
  syncedAt: `2026-11-21T10:00:0${revision % 10}.000Z`,
});
/** Resolves true if the promise settles within `ms`. */
const settlesWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

let net: ReturnType<typeof scriptedFetch>;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  net = scriptedFetch();
  app = startFunnel(net.fetch, undefined, undefined, { baseDelayMs: 20, maxDelayMs: 80, timeoutMs: 5000, random: () => 0.5 });
});
afterEach(() => {
  vi.restoreAllMocks();
  app.getState().dispose();
});

describe('backoff', () => {
  it.each([
    [0, 500, 1000],
    [1, 1000, 2000],
    [2, 2000, 4000],
    [4, 8000, 16000],
    [5, 15000, 30000],
    [12, 15000, 30000],
  ])('attempt %i waits between %i and %i ms (exponential, equal jitter, 30 s cap)', (attempt, min, max) => {
    expect(retryDelay(attempt, { ...DEFAULT_SAVE_RETRY_OPTIONS, random: () => 0 })).toBe(min);
    expect(retryDelay(attempt, { ...DEFAULT_SAVE_RETRY_OPTIONS, random: () => 0.999999 })).toBe(max);
  });
});

describe('a failed save is kept and retried', () => {
  it.each([
    ['the network is down', (call: Call) => call.fail(), 'offline'],
    ['the server answers 503', (call: Call) => call.respond(503, { messages: ['We cannot reach our database right now.'] }), 'server'],
    ['the server answers 500 without messages', (call: Call) => call.respond(500, {}), 'server'],
    ['the rate limit answers 429', (call: Call) => call.respond(429, { messages: ['Too many requests.'] }), 'server'],
  ] as const)(
    'when %s: the answers stay, the notice state is set, the save resolves once a retry gets through',
    async (_name, failure, reason) => {
      setSaveRetryOptions({ baseDelayMs: 1000, maxDelayMs: 1000, timeoutMs: 5000, random: () => 0.5 });
      store().editBooking({ firstName: 'Dana' });
      const saved = store().save();
      await net.untilCalls(1);
      failure(net.calls[0]!);
      await vi.waitFor(() => expect(store().saveRetry).toMatchObject({ reason, attempt: 1 }));
      expect(store().saveState).toBe('error');
      expect(store().booking.firstName).toBe('Dana');
      // The awaited save has not settled: the step must not move on.
      expect(await settlesWithin(saved, 5)).toBe(false);

      // Edits made while waiting travel with the retry.
      store().editBooking({ lastName: 'Rivera' });
      await net.untilCalls(2);
      expect(net.calls[1]!.booking).toMatchObject({ reference: 'REF00007', revision: 0, firstName: 'Dana', lastName: 'Rivera' });
      net.calls[1]!.respond(200, stored(net.calls[1]!.booking, 1));
      await saved;
      expect(store()).toMatchObject({ saveState: 'idle', saveRetry: null });
      expect(store().booking).toMatchObject({ firstName: 'Dana', lastName: 'Rivera', revision: 1 });
    },
  );

  it('backs off more after every failure and keeps trying', async () => {
    store().editBooking({ firstName: 'Dana' });
    const saved = store().save();
    const sentAt: number[] = [];
    for (let i = 0; i < 4; i++) {
      await net.untilCalls(i + 1);
      sentAt.push(performance.now());
      net.calls[i]!.fail();
    }
    await net.untilCalls(5);
    net.calls[4]!.respond(200, stored(net.calls[4]!.booking, 1));
    await saved;
    const gaps = sentAt.slice(1).map((t, i) => t - sentAt[i]!);
    // 15, 30, 60 ms with random 0.5 (base 20, cap 80): each gap at least the planned delay, and growing.
    expect(gaps[0]).toBeGreaterThanOrEqual(14);
    expect(gaps[1]).toBeGreaterThanOrEqual(29);
    expect(gaps[2]).toBeGreaterThanOrEqual(59);
  });

  it('a request with no answer times out (AbortSignal.timeout) and is retried', async () => {
    setSaveRetryOptions({ baseDelayMs: 20, maxDelayMs: 80, timeoutMs: 60, random: () => 0.5 });
    store().editBooking({ firstName: 'Dana' });
    const saved = store().save();
    await net.untilCalls(1);
    expect(net.calls[0]!.signal).toBeDefined();
    // Never answered: the timeout aborts it.
    await vi.waitFor(() => expect(store().saveRetry).toMatchObject({ reason: 'offline', attempt: 1 }));
    expect(net.calls[0]!.signal!.aborted).toBe(true);
    await net.untilCalls(2);
    net.calls[1]!.respond(200, stored(net.calls[1]!.booking, 1));
    await saved;
    expect(store().saveRetry).toBeNull();
  });

  it('retries at once when the browser comes back online, without waiting out the backoff', async () => {
    setSaveRetryOptions({ baseDelayMs: 60_000, maxDelayMs: 60_000, timeoutMs: 5000, random: () => 0.5 });
    store().editBooking({ firstName: 'Dana' });
    const saved = store().save();
    await net.untilCalls(1);
    net.calls[0]!.fail();
    await vi.waitFor(() => expect(store().saveRetry).not.toBeNull());
    expect(store().saveRetry!.retryAt - Date.now()).toBeGreaterThan(20_000);
    window.dispatchEvent(new Event('online'));
    await net.untilCalls(2);
    net.calls[1]!.respond(200, stored(net.calls[1]!.booking, 1));
    await saved;
  });

  it('a refusal (4xx) is not retried: the save rejects and the edits wait for the next one', async () => {
    store().editBooking({ firstName: 'Dana' });
    const saved = store().save();
    await net.untilCalls(1);
    net.calls[0]!.respond(403, { messages: ['Your session has expired. Please reload the page.'] });
    await expect(saved).rejects.toThrow('Your session has expired');
    expect(store()).toMatchObject({ saveState: 'error', saveRetry: null });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(net.calls).toHaveLength(1);
  });

  it('a disposed store (replaced by another) stops its retry loop', async () => {
    setSaveRetryOptions({ baseDelayMs: 1000, maxDelayMs: 1000, timeoutMs: 5000, random: () => 0.5 });
    store().editBooking({ firstName: 'Dana' });
    const saved = store()
      .save()
      .catch((error: unknown) => error);
    await net.untilCalls(1);
    net.calls[0]!.fail();
    await vi.waitFor(() => expect(store().saveRetry).not.toBeNull());
    const next = scriptedFetch();
    app.getState().dispose();
    app = startFunnel(next.fetch);
    expect(await saved).toMatchObject({ name: 'AbortError' });
    // Past the old loop's planned retry (750 ms): nothing was sent by it, to either server.
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect([net.calls.length, next.calls.length]).toEqual([1, 0]);
  });
});

describe('a stale revision (409) merges instead of dropping', () => {
  it("keeps the other tab's fields and every local unsent edit, also across repeated conflicts and a network failure", async () => {
    store().editBooking({ firstName: 'Dana' });
    const saved = store().save();
    await net.untilCalls(1);
    store().editBooking({ lastName: 'Rivera' });
    net.calls[0]!.respond(409, {
      messages: ['changed elsewhere'],
      booking: { reference: 'REF00007', revision: 4, firstName: 'Other', notes: 'tab B', bedrooms: 2 },
    });
    await net.untilCalls(2);
    expect(net.calls[1]!.booking).toMatchObject({ revision: 4, firstName: 'Dana', lastName: 'Rivera', notes: 'tab B', bedrooms: 2 });

    // The other tab saved again in between: merge again.
    store().editBooking({ email: 'dana@example.com' });
    net.calls[1]!.respond(409, {
      messages: ['changed elsewhere'],
      booking: { reference: 'REF00007', revision: 5, firstName: 'Other', notes: 'tab B again', bedrooms: 3 },
    });
    await net.untilCalls(3);
    expect(net.calls[2]!.booking).toMatchObject({
      revision: 5,
      firstName: 'Dana',
      lastName: 'Rivera',
      email: 'dana@example.com',
      notes: 'tab B again',
      bedrooms: 3,
    });

    // Then the network drops: nothing merged so far is lost.
    net.calls[2]!.fail();
    await net.untilCalls(4);
    expect(net.calls[3]!.booking).toMatchObject({
      revision: 5,
      firstName: 'Dana',
      lastName: 'Rivera',
      email: 'dana@example.com',
      notes: 'tab B again',
    });
    net.calls[3]!.respond(200, stored(net.calls[3]!.booking, 6));
    await saved;
    expect(store().booking).toMatchObject({
      revision: 6,
      firstName: 'Dana',
      lastName: 'Rivera',
      email: 'dana@example.com',
      notes: 'tab B again',
      bedrooms: 3,
    });
  });

  it('gives up after repeated conflicts, keeping the edits for the next save', async () => {
    setSaveRetryOptions({ baseDelayMs: 20, maxDelayMs: 80, timeoutMs: 5000, maxConflicts: 2, random: () => 0.5 });
    store().editBooking({ firstName: 'Dana' });
    const saved = store().save();
    for (let i = 0; i < 3; i++) {
      await net.untilCalls(i + 1);
      net.calls[i]!.respond(409, { messages: ['changed elsewhere'], booking: { reference: 'REF00007', revision: 10 + i } });
    }
    await expect(saved).rejects.toThrow('changed elsewhere');
    const next = store().save();
    await net.untilCalls(4);
    expect(net.calls[3]!.booking).toMatchObject({ revision: 12, firstName: 'Dana' });
    net.calls[3]!.respond(200, stored(net.calls[3]!.booking, 13));
    await next;
  });

  it('a 409 for a booking that replaced this one (restarted elsewhere) is not merged into it', async () => {
    store().editBooking({ firstName: 'Dana' });
    const saved = store().save();
    await net.untilCalls(1);
    net.calls[0]!.respond(409, {
      messages: ['This booking was replaced by a newer one. Please reload the page.'],
      booking: { reference: 'REF00008', revision: 0 },
    });
    await expect(saved).rejects.toThrow('replaced by a newer one');
    expect(store().booking).toMatchObject({ reference: 'REF00007', firstName: 'Dana' });
    expect(net.calls).toHaveLength(1);
  });
});

describe('saveAndWait', () => {
  const context = () => ({ step: { id: 'summary' } as never, formData: {}, store: app, navigate: () => undefined, pathOf: () => '' });

  it('waits for the real save through the retries, and only then lets the step move on', async () => {
    store().editBooking({ firstName: 'Dana' });
    const waited = saveAndWait(context());
    await net.untilCalls(1);
    net.calls[0]!.respond(502, {});
    await net.untilCalls(2);
    expect(await settlesWithin(waited, 5)).toBe(false);
    net.calls[1]!.respond(200, stored(net.calls[1]!.booking, 1));
    await expect(waited).resolves.toBeUndefined();
  });

  it('rejects (the submit stops) when the server refuses the save', async () => {
    const waited = saveAndWait(context());
    await net.untilCalls(1);
    net.calls[0]!.respond(422, { messages: ['Please provide your email address'] });
    await expect(waited).rejects.toThrow('Please provide your email address');
  });
});

describe('leaving the page', () => {
  let unwatch: () => void;
  beforeEach(() => {
    unwatch = watchUnsavedAnswers(app, window);
  });
  afterEach(() => unwatch());
  const leave = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('warns while submitted answers are not confirmed, and not once they are', async () => {
    store().editBooking({ firstName: 'Dana' });
    // Typed but not submitted: nothing to warn about yet.
    expect([hasUnsavedAnswers(), leave()]).toEqual([false, false]);
    const saved = store().save();
    await net.untilCalls(1);
    net.calls[0]!.fail();
    await vi.waitFor(() => expect(store().saveRetry).not.toBeNull());
    expect([hasUnsavedAnswers(), leave()]).toEqual([true, true]);
    await net.untilCalls(2);
    net.calls[1]!.respond(200, stored(net.calls[1]!.booking, 1));
    await saved;
    expect([hasUnsavedAnswers(), leave()]).toEqual([false, false]);
  });

  it('warns after a refused save too (the answers are still only here)', async () => {
    store().editBooking({ firstName: 'Dana' });
    const saved = store()
      .save()
      .catch(() => undefined);
    await net.untilCalls(1);
    net.calls[0]!.respond(400, { messages: ['refused'] });
    await saved;
    expect(leave()).toBe(true);
  });

  it('does not warn on Restart booking, which means to leave the answers', async () => {
    store().editBooking({ firstName: 'Dana' });
    void store()
      .save()
      .catch(() => undefined);
    await net.untilCalls(1);
    store().setRestarting();
    expect(leave()).toBe(false);
  });
});
