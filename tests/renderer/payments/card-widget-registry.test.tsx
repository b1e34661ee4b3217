// @vitest-environment happy-dom
/**
 * The registry's 'card' widget is the lazily loaded card form: nothing of Stripe is imported until it
 * renders, and without a publishable key it says plainly that card payments are unavailable.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { widgetRegistry } from '../../../widgets/widget-registry';
import { widgetProps } from '../../widgets/widget-props';

afterEach(cleanup);

describe("the registry's card widget", () => {
  it('loads on first use and, without a publishable key, says card payments are unavailable', async () => {
    const Card = widgetRegistry.card;
    const props = widgetProps();
    const card = { publishableKey: '', appearance: {}, loadFailedMessage: 'failed', setProvider: vi.fn(), setError: vi.fn() };
    render(<Card {...props} registry={{ ...props.registry, formContext: { card } }} />);
    // The Suspense placeholder first, then the widget module.
    expect(screen.queryByText('Card payments are unavailable')).toBeNull();
    expect((await screen.findByText('Card payments are unavailable')).getAttribute('role')).toBe('status');
    expect(document.querySelector('script[src^="https://js.stripe.com"]')).toBeNull();
  });
});
