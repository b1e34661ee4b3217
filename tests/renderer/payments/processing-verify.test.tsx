// @vitest-environment happy-dom
/**
 * Back from Stripe, the processing page asks the server to verify the card setup before its
 * countdown starts (docs/FUNNEL.md#saving-and-conversions), and goes back with the server's reason when the
 * booking did not become pay_now; a pay-later arrival counts down at once and calls nothing.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { funnelStep } from '../../../core/flow/funnel';
import { funnelDefinition } from '../../../core/flow/funnel-definition';
import type { FunnelStore } from '../../../renderer/store/funnel-state';
import { FunnelStoreProvider } from '../../../renderer/store/funnel-store-provider';
import ProcessingView from '../../../renderer/views/processing-view';
import type { RefusalState } from '../../../renderer/navigation/refused-conversion';
import { CARD_MESSAGES } from '../../../renderer/services/payments/card-messages';
import { COMPLETE_BOOKING } from '../../server/helpers/test-bookings';
import { createFakeServer } from '../support/fake-server';
import { startFunnel } from '../support/funnel-fixture';

const processing = funnelStep(funnelDefinition, 'processing');

function Where() {
  const { pathname, search, state } = useLocation();
  return (
    <>
      <p data-testid="location">{pathname + search}</p>
      <p data-testid="refusal">{JSON.stringify((state as RefusalState | null)?.refusal ?? null)}</p>
    </>
  );
}

function renderAt(url: string) {
  return render(
    <FunnelStoreProvider store={app} browserDuties={false}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/partners/:slug/book/processing" element={<ProcessingView step={processing} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </FunnelStoreProvider>,
  );
}

const countdown = () => screen.getByTestId('processing-countdown').textContent;
let server: ReturnType<typeof createFakeServer>;
let app: FunnelStore;

beforeEach(() => {
  vi.useFakeTimers();
  server = createFakeServer();
  app = startFunnel(server.fetch, { reference: 'REF00007', revision: 3 } as never);
  window.dataLayer = [];
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the processing page back from Stripe', () => {
  it('holds the countdown until the server has verified the SetupIntent, then goes to complete', async () => {
    renderAt(
      '/partners/bayside-movers/book/processing?setup_intent=seti_9&setup_intent_client_secret=seti_9_secret_x&redirect_status=succeeded',
    );
    await act(async () => {
      await server.untilRequests(1);
    });
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/api/v1/booking/pay-now/verify', body: { setupIntentId: 'seti_9' } });
    act(() => vi.advanceTimersByTime(5000));
    expect(countdown()).toBe('Redirecting in 4...');

    await act(async () => {
      server.requests[0]!.respond(200, { reference: 'REF00007', revision: 4, conversionType: 'pay_now' });
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(app.getState().booking.conversionType).toBe('pay_now');
    for (const left of [3, 2, 1]) {
      act(() => vi.advanceTimersByTime(1000));
      expect(countdown()).toBe(`Redirecting in ${left}...`);
    }
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('location').textContent).toMatch(
      /^\/partners\/bayside-movers\/book\/complete\?setup_intent=seti_9&.*redirect_status=succeeded/,
    );
  });

  it.each([
    [
      402,
      { messages: ['Your card was not saved. Please check its details and try again, or choose pay later.'] },
      'checkout',
      ['Your card was not saved. Please check its details and try again, or choose pay later.'],
    ],
    [
      202,
      { messages: ['Your payment method is still being confirmed.'], setupIntentStatus: 'processing' },
      'checkout',
      ['Your payment method is still being confirmed.'],
    ],
    [502, {}, 'checkout', [CARD_MESSAGES.checkFailed]],
    [
      422,
      { messages: ['Please provide your move date'], step: 'moveDate', path: '/book/move-date' },
      'move-date',
      ['Please provide your move date'],
    ],
  ])('goes back with the reason when the server answers %i, and never counts down to complete', async (status, body, to, messages) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    app = startFunnel(server.fetch, { ...COMPLETE_BOOKING, reference: 'REF00007', revision: 3 } as never);
    renderAt('/partners/bayside-movers/book/processing?setup_intent=seti_10&redirect_status=succeeded');
    await act(async () => {
      await server.untilRequests(1);
      server.requests[0]!.respond(status, body);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByTestId('location').textContent).toBe(`/partners/bayside-movers/book/${to}`);
    expect(screen.getByTestId('refusal').textContent).toBe(JSON.stringify(messages));
    expect(app.getState().booking.conversionType ?? null).toBeNull();
  });

  it('pay later: no verify call, the countdown starts at once', () => {
    renderAt('/partners/bayside-movers/book/processing?status=pay_later');
    act(() => vi.advanceTimersByTime(1000));
    expect(countdown()).toBe('Redirecting in 3...');
    expect(server.requests).toEqual([]);
  });
});
