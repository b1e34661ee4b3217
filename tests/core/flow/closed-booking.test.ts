import { describe, expect, it } from 'vitest';
import { closedBookingRedirect, closedReason } from '../../../core/flow/closed-booking';
import { createFunnelSession } from '../../../core/flow/funnel-session';
import { funnelDefinition } from '../../../core/flow/funnel-definition';
import { COMPLETE_BOOKING } from '../../../testkit/test-bookings';

const LOS_ANGELES = { capacity: { timeZone: 'America/Los_Angeles' } };
/** A morning move on 2030-05-10: the arrival window opens 08:00 in Los Angeles (15:00 UTC); 48 hours before is the cut-off. */
const booking = { ...COMPLETE_BOOKING, moveDate: '2030-05-10', timeOfDay: 'morning' };
const CUTOFF = new Date('2030-05-08T15:00:00Z');
const before = new Date(CUTOFF.getTime() - 1);

describe('closedReason', () => {
  it.each([
    ['a pay-later booking before its cut-off', booking, 'pay_later', before, null],
    ['a pay-later booking at its cut-off', booking, 'pay_later', CUTOFF, 'changesClosed'],
    ['a pay-now booking past its cut-off', booking, 'pay_now', CUTOFF, 'changesClosed'],
    ['an unserviceable booking (never reserved) past the cut-off', booking, 'unserviceable', CUTOFF, null],
    ['a quote not converted past the cut-off', booking, null, CUTOFF, null],
    ['a cancelled booking, before the cut-off', { ...booking, cancelledAt: '2030-04-01T00:00:00Z' }, 'pay_later', before, 'cancelled'],
    ['a reserved booking without a move date', { ...booking, moveDate: undefined }, 'pay_later', CUTOFF, null],
  ])('%s: %s', (_case, data, recorded, now, reason) => {
    expect(closedReason(funnelDefinition, data, LOS_ANGELES, recorded, now)).toBe(reason);
  });

  it("counts the partner's own changesCutoffHours", () => {
    const partner = { ...LOS_ANGELES, changesCutoffHours: 24 };
    expect(closedReason(funnelDefinition, booking, partner, 'pay_later', CUTOFF)).toBeNull();
    expect(closedReason(funnelDefinition, booking, partner, 'pay_later', new Date('2030-05-09T15:00:00Z'))).toBe('changesClosed');
  });
});

describe('closedBookingRedirect (flow.json closedBooking)', () => {
  it('sends every step of a closed booking to the manage page but the manage page itself and the open ones', () => {
    const rule = funnelDefinition.flow.closedBooking!;
    expect(rule.to).toBe('manage');
    for (const id of Object.keys(funnelDefinition.steps)) {
      const expected = id === rule.to || rule.open.includes(id) ? null : rule.to;
      expect(closedBookingRedirect(funnelDefinition, id, 'changesClosed')).toBe(expected);
      expect(closedBookingRedirect(funnelDefinition, id, 'cancelled')).toBe(expected);
      expect(closedBookingRedirect(funnelDefinition, id, null)).toBeNull();
    }
    expect(closedBookingRedirect(funnelDefinition, 'moveDate', 'changesClosed')).toBe('manage');
    expect(closedBookingRedirect(funnelDefinition, 'complete', 'cancelled')).toBeNull();
  });

  it("is the session's redirect, on the server and in the browser alike", () => {
    const session = (now: Date) =>
      createFunnelSession(funnelDefinition, { booking: { ...booking, reference: 'REF00001' }, partner: LOS_ANGELES, today: now });
    expect(session(before).redirect('moveDate', 'pay_later')).toBeNull();
    expect(session(CUTOFF).redirect('moveDate', 'pay_later')).toBe('manage');
  });
});
