// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { funnelStep } from '../../../core/flow/funnel';
import { funnelDefinition } from '../../../core/flow/funnel-definition';
import type { FunnelStore } from '../../../renderer/store/funnel-state';
import { createFakeServer } from '../support/fake-server';
import { startFunnel } from '../support/funnel-fixture';
import { renderFormView } from '../support/render-form-view';

const otherAreas = funnelStep(funnelDefinition, 'moveContentsOther');
const ROOMS_MESSAGE = 'Please add at least one room or area to move, here or under Living Areas';

let server: ReturnType<typeof createFakeServer>;
let store: FunnelStore;
beforeEach(() => {
  server = createFakeServer();
  store = startFunnel(server.fetch);
  window.dataLayer = [];
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("a step check's message (docs/FUNNEL.md#validation, schemas/steps/move-contents-other.json)", () => {
  it('shows on a refused submit and clears as soon as a field other than the one carrying it makes the check pass', async () => {
    const user = userEvent.setup();
    renderFormView(store, otherAreas, '/move-contents/other');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The message sits on the garage spaces, where focus goes.
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([ROOMS_MESSAGE]));
    expect(screen.getByRole('group', { name: 'Garage spaces' }).getAttribute('aria-invalid')).toBe('true');
    expect(server.requests).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Add one attic' }));
    await waitFor(() => expect(screen.queryByText(ROOMS_MESSAGE)).toBeNull());
    expect(screen.getByRole('group', { name: 'Garage spaces' }).getAttribute('aria-invalid')).toBeNull();

    // Taking the attic away brings the message back at once (the submit was refused already), and Next still refuses.
    await user.click(screen.getByRole('button', { name: 'Remove one attic' }));
    await screen.findByText(ROOMS_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByTestId('where')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add one basement' }));
    await waitFor(() => expect(screen.queryByText(ROOMS_MESSAGE)).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/partners/bayside-movers/book/specialty-items/appliances');
    expect(store.getState().booking).toMatchObject({ basements: 1, attics: 0 });
  });
});
