// @vitest-environment happy-dom
/** Answers typed and not yet saved survive a reload of the tab (sessionStorage), and go once the server has them. */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Booking } from '../../../core/booking';
import { draftKey } from '../../../core/posted-form-names';
import { keepDrafts } from '../../../renderer/store/keep-drafts';
import { createFakeServer } from '../support/fake-server';
import { startFunnel } from '../support/funnel-fixture';

const KEY = draftKey('bayside-movers', 'REF00007');
const stored = () => JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as unknown;

beforeEach(() => sessionStorage.clear());

describe('keepDrafts', () => {
  it('writes the unsaved edits on every change, and clears them once the server stored them', async () => {
    const server = createFakeServer();
    const app = startFunnel(server.fetch);
    keepDrafts(app, sessionStorage);
    app.getState().editBooking({ firstName: 'Da' });
    app.getState().editBooking({ firstName: 'Dana', bedrooms: 2 } as Partial<Booking>);
    expect(stored()).toEqual({ firstName: 'Dana', bedrooms: 2 });
    const saved = app.getState().save();
    await server.untilRequests(1);
    // In flight, not confirmed: still kept.
    expect(stored()).toEqual({ firstName: 'Dana', bedrooms: 2 });
    server.requests[0]!.respond(200, {
      reference: 'REF00007',
      revision: 1,
      firstName: 'Dana',
      bedrooms: 2,
      syncedAt: '2026-11-21T10:00:01.000Z',
    });
    await saved;
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it.each([
    ['a draft of this booking', { firstName: 'Dana' }, 'Dana'],
    ['no draft', null, 'Server'],
    ['a broken draft', '{not json', 'Server'],
    ['a draft that is not an object', [1, 2], 'Server'],
  ])('on start, restores %s as local edits', (_case, draft, firstName) => {
    if (draft !== null) sessionStorage.setItem(KEY, typeof draft === 'string' ? draft : JSON.stringify(draft));
    const app = startFunnel(createFakeServer().fetch, { reference: 'REF00007', revision: 3, firstName: 'Server' } as Partial<Booking>);
    keepDrafts(app, sessionStorage);
    expect(app.getState().booking.firstName).toBe(firstName);
    // Restored answers are unsaved edits: the next save carries them.
    expect(Object.keys(app.getState().unconfirmedEdits())).toEqual(firstName === 'Dana' ? ['firstName'] : []);
  });

  it('keeps the draft of a booking not stored yet under "new", and moves it to the reference the first save answers', async () => {
    const server = createFakeServer();
    const app = startFunnel(server.fetch, { revision: 0 });
    keepDrafts(app, sessionStorage);
    app.getState().editBooking({ firstName: 'Dana' });
    expect(JSON.parse(sessionStorage.getItem(draftKey('bayside-movers', undefined)) ?? 'null')).toEqual({ firstName: 'Dana' });
    const saved = app.getState().save();
    await server.untilRequests(1);
    app.getState().editBooking({ lastName: 'Rivera' });
    server.requests[0]!.respond(200, { reference: 'REF00007', revision: 1, firstName: 'Dana', syncedAt: '2026-11-21T10:00:01.000Z' });
    await saved;
    expect(sessionStorage.getItem(draftKey('bayside-movers', undefined))).toBeNull();
    expect(stored()).toEqual({ lastName: 'Rivera' });
  });

  it("never restores another booking's draft", () => {
    sessionStorage.setItem(draftKey('bayside-movers', 'REF00006'), JSON.stringify({ firstName: 'Old' }));
    const app = startFunnel(createFakeServer().fetch, { reference: 'REF00007', revision: 0, firstName: 'New' } as Partial<Booking>);
    keepDrafts(app, sessionStorage);
    expect(app.getState().booking.firstName).toBe('New');
  });
});
