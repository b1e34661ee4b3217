// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '../../../core/booking';
import { applyPartnerCopy } from '../../../core/copy/apply-partner-copy';
import type { Partner } from '../../../core/partner';
import { formatMoney } from '../../../core/format-money';
import { estimateBooking } from '../../../core/pricing/estimate-booking';
import type { PartnerPricing } from '../../../core/pricing/partner-pricing';
import harbor from '../../../partners/harbor-hauling.json';
import { funnelDefinition } from '../../../core/flow/funnel-definition';
import { previewRoutes } from '../../../renderer/preview/preview-route';
import { PREVIEW_WIDTHS, previewFrames, previewStepPath } from '../../../renderer/preview/preview-frames';
import { PREVIEW_SAVES_NOTHING } from '../../../renderer/preview/preview-api-client';
import { createFunnelStore } from '../../../renderer/store/create-funnel-store';
import type { FunnelStore } from '../../../renderer/store/funnel-state';
import { FunnelStoreProvider } from '../../../renderer/store/funnel-store-provider';
import { previewBooking } from '../../../server/pages/preview-booking';
import { publicPartner } from '../../../server/partners/public-partner';

/** Every store the preview builds, so a test can look inside the one on screen. */
const previewStores = vi.hoisted(() => [] as FunnelStore[]);
vi.mock('../../../renderer/preview/create-preview-store', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../renderer/preview/create-preview-store')>();
  return {
    createPreviewStore: (...args: Parameters<typeof original.createPreviewStore>) => {
      const store = original.createPreviewStore(...args);
      previewStores.push(store);
      return store;
    },
  };
});
const preview = () => previewStores.at(-1)!.getState();

const partner = harbor as unknown as Partner;
let fetchSpy: ReturnType<typeof vi.fn>;
let app: FunnelStore;

beforeEach(() => {
  fetchSpy = vi.fn(() => Promise.reject(new Error('fetch must not be called')));
  vi.stubGlobal('fetch', fetchSpy);
  // As the mount leaves it: the visitor's own booking and the real API client.
  app = createFunnelStore({
    booking: { reference: 'REF00007', firstName: 'Visitor' } as Booking,
    // As the host page gives them: the partner without its rates, and the sample the server priced.
    partner: publicPartner(partner),
    previewBooking: previewBooking(partner, new Date()),
    location: null,
    settings: { googleApiKey: 'key', stripeAvailable: true },
    api: { request: () => Promise.reject(new Error('the real API must not be used by the preview')) },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('style');
});

function open(url: string) {
  render(
    <FunnelStoreProvider store={app} browserDuties={false}>
      <RouterProvider router={createMemoryRouter(previewRoutes, { initialEntries: [url] })} />
    </FunnelStoreProvider>,
  );
}

describe('the preview of the third partner, partners/harbor-hauling.json', () => {
  it('renders its landing page with its theme, its own texts and the sample booking', async () => {
    open('/partners/harbor-hauling/preview/landing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Get your free Seattle moving quote in 5 minutes' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText('Our Seattle team answers seven days a week.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'About Harbor Hauling' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Harbor Hauling' }).getAttribute('src')).toBe('/partners/harbor-hauling/logo.svg');
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--color-brand')).toBe('#9f1239');
    expect(style.getPropertyValue('--color-accent')).toBe('#1e3a8a');
    expect(style.getPropertyValue('--font-brand')).toContain('Seravek');
    // The sample, never the visitor's booking; no card provider or Google key in a preview.
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Dana');
    expect(preview().settings).toEqual({ googleApiKey: null, stripeAvailable: false });
    expect(app.getState().booking.firstName).toBe('Visitor');
  });

  it("shows the sample the server priced with the partner's rates, not the defaults", async () => {
    open('/partners/harbor-hauling/preview/services');
    await screen.findByRole('heading', { level: 1, name: 'What kind of moving service are you looking for?' }, { timeout: 10_000 });
    const booking = preview().booking;
    const own = estimateBooking(booking, partner.pricing as PartnerPricing)!.total;
    expect(booking.estimate).toBe(own);
    expect(own).not.toBe(estimateBooking(booking)!.total);
    expect(screen.getAllByTestId('estimate-total')[0]!.textContent).toBe(formatMoney(own));
    expect(screen.getAllByText('Truck fee').length).toBeGreaterThan(0);
  });

  it.each(funnelDefinition.flow.steps)('renders step %s and calls no API', async (stepId) => {
    open(`/partners/harbor-hauling/preview/${stepId}`);
    const step = applyPartnerCopy(funnelDefinition.steps[stepId]!, partner.copy);
    const heading = step.id === 'complete' ? 'Your details are saved!' : step.id === 'processing' ? step.copy!.message! : step.heading!;
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('uses the partner copy on view steps too (complete, pay now)', async () => {
    open('/partners/harbor-hauling/preview/complete?status=pay_now');
    expect(await screen.findByText('The Harbor Hauling team will call you within one business day.')).toBeTruthy();
  });

  it.each([
    ['pay_later', 'Your details are saved!'],
    ['unserviceable&reason=out_of_state_move', 'We need more information to finish reserving your move.'],
  ])('the complete frame ?status=%s records that conversion on the sample booking', async (search, title) => {
    open(`/partners/harbor-hauling/preview/complete?status=${search}`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
    if (search.startsWith('unserviceable')) expect(screen.getByTestId('unserviceable-reason').textContent).toContain('Out of state moves');
  });

  it('refuses every save without a request', async () => {
    open('/partners/harbor-hauling/preview/landing');
    await screen.findByRole('heading', { level: 1 });
    await expect(preview().save()).rejects.toThrow(PREVIEW_SAVES_NOTHING);
    await expect(preview().api.request('POST', '/api/v1/booking/pay-later')).rejects.toThrow(PREVIEW_SAVES_NOTHING);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the 404 page for a step that does not exist', async () => {
    open('/partners/harbor-hauling/preview/nope');
    expect(await screen.findByRole('heading', { name: '404 - Page does not exist' })).toBeTruthy();
  });

  it('the page of frames lists every step in route order, the complete page once per status', () => {
    // The page itself is drawn by the browser test (tests/e2e/preview.test.ts): happy-dom loads no frames.
    const frames = previewFrames(funnelDefinition);
    expect(frames.map((f) => f.id)).toEqual([
      ...funnelDefinition.flow.steps.filter((id) => id !== 'complete'),
      'complete-pay_now',
      'complete-pay_later',
      'complete-unserviceable',
    ]);
    expect(frames.find((f) => f.stepId === 'originAddress')?.label).toBe('Origin: Address');
    expect(previewStepPath('harbor-hauling', frames.at(-1)!)).toBe('/partners/harbor-hauling/preview/complete?status=unserviceable');
    expect(PREVIEW_WIDTHS.map((w) => w.width)).toEqual([390, 1280]);
  });

  it("names the frames in the partner's own words", () => {
    const landing = (copy?: Record<string, string>) => previewFrames(funnelDefinition, copy).find((f) => f.stepId === 'landing')?.label;
    expect(landing()).toBe(funnelDefinition.steps.landing!.heading);
    expect(landing({ 'landing.heading': 'Plan your Summit move' })).toBe('Plan your Summit move');
  });
});
