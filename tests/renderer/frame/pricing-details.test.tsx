// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { PricingSection } from '../../../core/pricing-section-display';
import { PricingDetails } from '../../../renderer/frame/pricing-details';
import { inStore, loadStore, partners } from '../support/frame-fixture';

afterEach(cleanup);

const keepGoing = 'We just need a few more details to start calculating your estimate.';
const note =
  "This estimate is based on how long it took us to complete similar moves. Your crew will confirm final details on move day, and you won't be charged until then.";

describe('PricingDetails', () => {
  it.each([
    [undefined, '$0.00', true],
    [null, '$0.00', true],
    [0, '$0.00', true],
    [1234.5, '$1,234.50', false],
  ])('estimate %s shows %s (Keep going banner: %s)', (estimate, shown, banner) => {
    render(inStore(loadStore(partners.bayside), <PricingDetails estimate={estimate} />));
    expect(screen.getByRole('heading', { name: 'Your estimate' })).toBeDefined();
    expect(screen.getByTestId('estimate-total').textContent).toBe(shown);
    expect(screen.queryByText('Keep going!') !== null).toBe(banner);
    expect(screen.queryByText(keepGoing) !== null).toBe(banner);
    expect(screen.getByText(note)).toBeDefined();
    expect(screen.getByTestId('due-today').textContent).toBe('$0.00');
  });

  it.each([
    [
      'Summit, which offers no labor-only moves, for a labor-only booking',
      partners.summit,
      { serviceType: 'labor_only' as const },
      "Labor-only moves work a bit differently, so we'll need to double-check the specifics with you directly.",
    ],
    [
      'Bayside, for a move to Los Angeles (beyond its range)',
      partners.bayside,
      { serviceType: 'full_service' as const, originState: 'CA', destinationState: 'CA', distance: 380 },
      "This move is beyond our range, but we'll help you find movers who go the distance.",
    ],
  ])('an unserviceable move (%s) shows why instead of an estimate', (_case, partner, booking, reason) => {
    render(inStore(loadStore(partner, booking), <PricingDetails estimate={null} />));
    const banner = screen.getByTestId('no-estimate-banner');
    expect(within(banner).getByText("We can't price this move online.")).toBeDefined();
    expect(within(banner).getByText(reason)).toBeDefined();
    expect(screen.queryByText('Keep going!')).toBeNull();
    expect(screen.getByTestId('estimate-total').textContent).toBe('$0.00');
  });

  it('shows the breakdown with the display rules of docs/FUNNEL.md', () => {
    const sections: PricingSection[] = [
      { type: 'labor', title: '3 movers, 4 hours', subtitle: 'Minimum 2 hours', display_value: null, cost: 640, line_items: [] },
      { type: 'labor', title: 'Truck', display_value: 'Included', cost: 150, line_items: [] },
      {
        type: 'fees',
        title: 'Specialty items',
        line_items: [
          { slug: 'grand_piano', label: 'Grand pianos', amount: 1 },
          { slug: 'heavy_safe', label: 'Heavy safe', amount: 2 },
        ],
      },
    ];
    render(inStore(loadStore(partners.bayside), <PricingDetails estimate={915} sections={sections} />));
    const breakdown = screen.getByTestId('cost-breakdown');
    expect(within(breakdown).getByText('3 movers, 4 hours')).toBeDefined();
    expect(within(breakdown).getByText('$640.00')).toBeDefined();
    expect(within(breakdown).getByText('Minimum 2 hours')).toBeDefined();
    expect(within(breakdown).getByText('Included')).toBeDefined();
    expect(within(breakdown).queryByText('$150.00')).toBeNull();
    // The items sit with their section, after its subtitle: never on lines of their own.
    expect(within(breakdown).queryAllByRole('listitem')).toEqual([]);
    expect(within(breakdown).getByText('Grand pianos, Heavy safe (2)')).toBeDefined();
    expect(screen.getByTestId('estimate-total').textContent).toBe('$915.00');
  });

  it("shows each fees section's own cost and subtitle, its items in the subtitle's line", () => {
    const sections: PricingSection[] = [
      { type: 'labor', title: 'Labor', subtitle: '2 movers · 3 hours', display_value: '$417.00', cost: 417, line_items: [] },
      {
        type: 'fees',
        title: 'Stairs',
        subtitle: '3 floors without an elevator',
        display_value: '$120.00',
        cost: 120,
        line_items: [
          { slug: 'origin-stairs', label: 'Origin', amount: 2 },
          { slug: 'destination-stairs', label: 'Destination', amount: 1 },
        ],
      },
      { type: 'fees', title: 'Truck fee', cost: 150, line_items: [] },
    ];
    render(inStore(loadStore(partners.bayside), <PricingDetails estimate={687} sections={sections} />));
    const shown = screen.getAllByTestId('pricing-section').map((el) => el.textContent);
    expect(shown).toEqual([
      'Labor$417.002 movers · 3 hours',
      'Stairs$120.003 floors without an elevator: Origin (2), Destination',
      'Truck fee$150.00',
    ]);
  });

  it('shows no breakdown while there is no estimate, even with stale sections', () => {
    const sections: PricingSection[] = [{ type: 'fees', title: 'Truck fee', cost: 150, line_items: [] }];
    render(inStore(loadStore(partners.bayside), <PricingDetails estimate={null} sections={sections} />));
    expect(screen.queryByTestId('cost-breakdown')).toBeNull();
    expect(screen.getByText('Keep going!')).toBeDefined();
  });

  it('announces the estimate with its label when it changes', () => {
    render(inStore(loadStore(partners.bayside), <PricingDetails estimate={500} />));
    const live = screen.getByTestId('estimate-total').closest('[aria-live]');
    expect(live?.getAttribute('aria-live')).toBe('polite');
    expect(live?.textContent).toBe('Your estimate$500.00');
  });

  it('shows no breakdown block without pricing sections', () => {
    render(inStore(loadStore(partners.bayside), <PricingDetails estimate={null} sections={[]} />));
    expect(screen.queryByTestId('cost-breakdown')).toBeNull();
  });
});
