// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { FunnelLayout } from '../../../renderer/layout/funnel-layout';
import type { FunnelStore } from '../../../renderer/store/funnel-state';
import { StepFooter } from '../../../renderer/layout/step-footer';
import { atRoute, loadStore, partners, step } from '../support/frame-fixture';

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderStep(id: string, path: string, store: FunnelStore) {
  return render(
    atRoute(
      `/partners/bayside-movers${path}`,
      <FunnelLayout step={step(id)}>
        <form>
          <p>the view</p>
          <StepFooter onBack={() => {}} />
        </form>
      </FunnelLayout>,
      store,
    ),
  );
}

describe('FunnelLayout', () => {
  it('frames every page: logo, call link, copyright and full-page legal links', () => {
    const store = loadStore(partners.bayside);
    renderStep('services', '/book/services', store);
    expect(screen.getByRole('img', { name: 'Bayside Movers' }).getAttribute('src')).toBe('/partners/bayside-movers/logo.svg');
    const calls = screen.getAllByRole('link', { name: '(415) 555-0123' });
    expect(calls.every((a) => a.getAttribute('href') === 'tel:+14155550123')).toBe(true);
    expect(screen.getByText(`© ${new Date().getFullYear()} Bayside Movers`)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/partners/bayside-movers/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/partners/bayside-movers/privacy-policy');
  });

  it('landing: badges and About story, no Restart booking, no stepper, no side column', () => {
    const store = loadStore(partners.bayside);
    renderStep('landing', '/book', store);
    expect(screen.queryByRole('button', { name: 'Restart booking' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Booking progress' })).toBeNull();
    expect(screen.queryByTestId('pricing-details')).toBeNull();
    expect(screen.getByText('4.5 of 5 stars')).toBeDefined();
    expect(screen.getByText('8000+ five-star reviews')).toBeDefined();
    const about = screen.getByTestId('about-section');
    expect(within(about).getByRole('heading', { name: partners.bayside.about.title })).toBeDefined();
    expect(within(about).getByRole('img').getAttribute('src')).toBe(partners.bayside.about.image);
    expect(screen.getByRole('heading', { name: 'Any questions?' })).toBeDefined();
  });

  it('a partner without an About picture gets the default one', () => {
    const { image: _image, ...about } = partners.summit.about;
    const store = loadStore({ ...partners.summit, about });
    render(atRoute('/partners/summit-moving/book', <FunnelLayout step={step('landing')}>x</FunnelLayout>, store));
    expect(within(screen.getByTestId('about-section')).getByRole('img').getAttribute('src')).toBe('/images/about-default.svg');
  });

  it('a mid-funnel step: stepper, side column with summary and Pricing Details, one phone bar', () => {
    const store = loadStore(partners.bayside, { serviceType: 'full_service', moveDate: '2025-06-05', timeOfDay: 'morning' });
    renderStep('originAddress', '/book/origin/address', store);
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toBe('Origin');
    const summary = screen.getByTestId('summary-panel');
    expect(within(summary).getByText('Full service')).toBeDefined();
    expect(within(summary).getByText('June 5, 2025')).toBeDefined();
    const pricing = screen.getAllByTestId('pricing-details');
    expect(pricing.length).toBeGreaterThanOrEqual(1);
    expect(within(pricing[0]!).getByText('Keep going!')).toBeDefined();
    // One phone bar: the running estimate (the drawer's toggle) and Next; 'Due today' stays in Pricing Details.
    const bar = screen.getByTestId('phone-bar');
    expect(within(bar).getByTestId('phone-estimate-total').textContent).toBe('$0.00');
    expect(within(bar).getByRole('button', { name: 'Next' })).toBeDefined();
    expect(within(bar).queryByText('Due today')).toBeNull();
    expect(screen.queryByTestId('time-slot-notice')).toBeNull();
  });

  it.each([
    ['summary, before the hold', '/book/summary', null, false],
    ['summary, with a hold', '/book/summary', '2099-01-01T00:00:00.000Z', true],
    ['checkout, with a hold', '/book/checkout', '2099-01-01T00:00:00.000Z', true],
    ['checkout, with none (not guaranteed)', '/book/checkout', null, true],
    ['additionalNotes', '/book/additional-notes', '2099-01-01T00:00:00.000Z', false],
  ])('%s shows the time-slot notice: %s', (_case, path, expiresAt, shown) => {
    const store = loadStore(partners.bayside);
    store.getState().setHold(expiresAt ? { expiresAt } : null);
    renderStep(path === '/book/summary' ? 'summary' : path === '/book/checkout' ? 'checkout' : 'additionalNotes', path, store);
    expect(screen.queryByTestId('time-slot-notice') !== null).toBe(shown);
  });

  it('full-width steps have no side column and no drawer', () => {
    const store = loadStore(partners.bayside);
    renderStep('complete', '/book/complete', store);
    expect(screen.queryByTestId('pricing-details')).toBeNull();
    expect(screen.queryByTestId('phone-bar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Restart booking' })).toBeDefined();
  });

  it('Restart booking asks first, with Cancel focused; Cancel keeps everything, Start over turns busy and posts /partners/{slug}/reset', () => {
    const posted: Array<{ action: string; method: string }> = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      posted.push({ action: new URL(this.action, 'http://x').pathname, method: this.method });
    });
    const store = loadStore(partners.bayside);
    renderStep('services', '/book/services', store);
    const restart = screen.getByRole('button', { name: 'Restart booking' }) as HTMLButtonElement;
    fireEvent.click(restart);
    const dialog = screen.getByRole('dialog', { name: 'Start over?' });
    expect(within(dialog).getByText('Your answers will be cleared.')).toBeDefined();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(restart.disabled).toBe(false);
    expect(posted).toEqual([]);

    fireEvent.click(restart);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Start over' }));
    expect(restart.disabled).toBe(true);
    expect(restart.getAttribute('aria-busy')).toBe('true');
    expect(posted).toEqual([{ action: '/partners/bayside-movers/reset', method: 'post' }]);
  });

  it('the drawer toggle opens Pricing Details with its title and description', async () => {
    const store = loadStore(partners.bayside, { estimate: 980 });
    renderStep('moveContentsOther', '/book/move-contents/other', store);
    const toggle = within(screen.getByTestId('phone-bar')).getByRole('button', { name: /Your estimate \$980\.00/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    // The drawer's code is its own chunk: a tap before it arrives opens the drawer once it has.
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 });
    expect(within(dialog).getByRole('heading', { name: 'Pricing Details' })).toBeDefined();
    expect(within(dialog).getByText('Your estimate, its breakdown and what is due today.')).toBeDefined();
    expect(within(dialog).getByTestId('estimate-total').textContent).toBe('$980.00');
    expect(within(dialog).queryByText('Keep going!')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  });
});
