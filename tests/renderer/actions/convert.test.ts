// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { funnelStep } from '../../../core/flow/funnel';
import { convert } from '../../../renderer/actions/convert';
import { funnelDefinition } from '../../../core/flow/funnel-definition';
import { createFakeServer } from '../support/fake-server';
import { startFunnel } from '../support/funnel-fixture';
import type { FunnelStore } from '../../../renderer/store/funnel-state';

const checkout = funnelStep(funnelDefinition, 'checkout');
let server: ReturnType<typeof createFakeServer>;
let app: FunnelStore;
beforeEach(() => {
  server = createFakeServer();
  app = startFunnel(server.fetch);
});
afterEach(() => vi.restoreAllMocks());

describe("the checkout's convert action", () => {
  it('pay later: nothing here, the next edge records it (tests/renderer/navigation/follow-edge.test.ts)', async () => {
    const navigate = vi.fn();
    await expect(
      convert({ step: checkout, formData: { conversionType: 'pay_later', termsAccepted: true }, store: app, navigate, pathOf: () => '' }),
    ).resolves.toBeUndefined();
    expect(server.requests).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('pay now without a card provider: refused, and nothing is sent', async () => {
    const navigate = vi.fn();
    await expect(
      convert({ step: checkout, formData: { conversionType: 'pay_now' }, store: app, navigate, pathOf: () => '' }),
    ).rejects.toThrow('Card payments are not available');
    expect(server.requests).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });
});
