// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { restartBooking } from '../../../renderer/navigation/restart-booking';
import { createFakeServer } from '../support/fake-server';
import { startFunnel } from '../support/funnel-fixture';

describe('Restart booking (docs/FUNNEL.md#screens-and-routes)', () => {
  it('sets the busy state, then loads /partners/{slug}/reset', () => {
    const store = startFunnel(createFakeServer().fetch, { id: 3, revision: 1 }, 'summit-moving');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    try {
      restartBooking(store);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(store.getState().restarting).toBe(true);
    expect(assign).toHaveBeenCalledWith('/partners/summit-moving/reset');
  });
});
