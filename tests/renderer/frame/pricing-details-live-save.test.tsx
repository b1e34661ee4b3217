// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render as renderUi } from '@testing-library/react';
import type { Booking } from '../../../core/booking';
import { PricingDetails } from '../../../renderer/frame/pricing-details';
import { LIVE_SAVE_DELAY_MS } from '../../../renderer/frame/pricing-details-live-save';
import type { ReactNode } from 'react';
import type { FunnelStore } from '../../../renderer/store/funnel-state';
import { useFunnelStore } from '../../../renderer/store/use-funnel-store';
import { createFakeServer } from '../support/fake-server';
import { startFunnel } from '../support/funnel-fixture';
import { inStore } from '../support/frame-fixture';

let app: FunnelStore;
const store = () => app.getState();
const render = (ui: ReactNode) => renderUi(inStore(app, ui));
const edit = (patch: Record<string, unknown>) => act(() => store().editBooking(patch as Partial<Booking>));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

let server: ReturnType<typeof createFakeServer>;
beforeEach(() => {
  vi.useFakeTimers();
  server = createFakeServer();
  app = startFunnel(server.fetch, {
    reference: 'REF00007',
    revision: 3,
    syncedAt: '2026-11-21T10:00:00.000Z',
    livingRooms: 1,
  } as Partial<Booking>);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the estimate follows the counters (saved after a short rest)', () => {
  it('saves once after a burst of counter taps, with the last counts', async () => {
    render(<PricingDetails estimate={null} />);
    edit({ bedrooms: 1 });
    await wait(LIVE_SAVE_DELAY_MS - 100);
    edit({ bedrooms: 2 });
    edit({ grandPianos: 1 });
    await wait(LIVE_SAVE_DELAY_MS - 1);
    expect(server.requests).toHaveLength(0);
    await wait(1);
    expect(server.requests).toHaveLength(1);
    expect((server.requests[0]!.body as { booking: Record<string, unknown> }).booking).toMatchObject({
      revision: 3,
      bedrooms: 2,
      grandPianos: 1,
    });
  });

  it("shows the server's answer: the new estimate replaces 'Keep going!'", async () => {
    function Panel() {
      const estimate = useFunnelStore((s) => s.booking.estimate);
      return <PricingDetails estimate={estimate} />;
    }
    const view = render(<Panel />);
    expect(view.getByTestId('estimate-total').textContent).toBe('$0.00');
    edit({ bedrooms: 1 });
    await wait(LIVE_SAVE_DELAY_MS);
    const sent = (server.requests[0]!.body as { booking: Record<string, unknown> }).booking;
    await act(async () =>
      server.requests[0]!.respond(200, { ...sent, revision: 4, syncedAt: '2026-11-21T10:00:04.000Z', estimate: 567, pricingSections: [] }),
    );
    await wait(0);
    expect(view.getByTestId('estimate-total').textContent).toBe('$567.00');
    expect(view.queryByText('Keep going!')).toBeNull();
    // Adopting the answer is not an edit: no second save.
    await wait(LIVE_SAVE_DELAY_MS * 2);
    expect(server.requests).toHaveLength(1);
  });

  it('saves a yes/no answer as soon as it rests, so a fee it hides or adds leaves or joins the estimate without Next', async () => {
    render(<PricingDetails estimate={null} />);
    edit({ originElevator: true });
    await wait(LIVE_SAVE_DELAY_MS);
    expect(server.requests).toHaveLength(1);
    expect((server.requests[0]!.body as { booking: Record<string, unknown> }).booking).toMatchObject({ originElevator: true });
  });

  it.each([
    ['a text field', { notes: 'Fragile' }],
    ['a priced field that is not a counter', { originFloors: 2 }],
    ['a count set to the value it has', { livingRooms: 1 }],
  ])('does not save for %s', async (_case, patch) => {
    render(<PricingDetails estimate={null} />);
    edit(patch);
    await wait(LIVE_SAVE_DELAY_MS * 2);
    expect(server.requests).toHaveLength(0);
  });

  it('leaves the pending save out when the step submits first (its save carries the counts)', async () => {
    render(<PricingDetails estimate={null} />);
    edit({ kitchens: 1 });
    const submitted = store().save();
    await server.untilRequests(1);
    const sent = (server.requests[0]!.body as { booking: Record<string, unknown> }).booking;
    expect(sent).toMatchObject({ kitchens: 1 });
    await act(async () => server.requests[0]!.respond(200, { ...sent, revision: 4, syncedAt: '2026-11-21T10:00:04.000Z' }));
    await act(() => submitted);
    await wait(LIVE_SAVE_DELAY_MS * 2);
    expect(server.requests).toHaveLength(1);
  });

  it('does not save counts it did not see the customer change (a booking the server sent)', async () => {
    render(<PricingDetails estimate={null} />);
    act(() => store().adoptServerBooking({ reference: 'REF00007', revision: 4, syncedAt: '2026-11-21T10:00:05.000Z', bedrooms: 3 }));
    await wait(LIVE_SAVE_DELAY_MS * 2);
    expect(server.requests).toHaveLength(0);
  });

  it('makes one save however many panels show the estimate (side column and drawer)', async () => {
    render(
      <>
        <PricingDetails estimate={null} />
        <PricingDetails estimate={null} showTitle={false} />
      </>,
    );
    edit({ bathrooms: 1 });
    await wait(LIVE_SAVE_DELAY_MS);
    expect(server.requests).toHaveLength(1);
  });

  it('still sends a pending change when the panel goes away (the drawer closes)', async () => {
    const view = render(<PricingDetails estimate={null} />);
    edit({ patios: 1 });
    view.unmount();
    await wait(LIVE_SAVE_DELAY_MS);
    expect(server.requests).toHaveLength(1);
  });

  it('stops listening once no panel shows', async () => {
    const view = render(<PricingDetails estimate={null} />);
    view.unmount();
    edit({ attics: 1 });
    await wait(LIVE_SAVE_DELAY_MS * 2);
    expect(server.requests).toHaveLength(0);
  });
});
