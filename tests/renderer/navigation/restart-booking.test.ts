// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restartBooking } from '../../../renderer/navigation/restart-booking';
import { FORM_TOKEN_FIELD } from '../../../core/posted-form-names';
import { createFakeServer } from '../support/fake-server';
import { startFunnel } from '../support/funnel-fixture';

describe('Restart booking (docs/FUNNEL.md#screens-and-routes)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it.each([
    ['summit-moving', 'token-1', '/partners/summit-moving/reset'],
    ['bayside-movers', 'a+b/c=', '/partners/bayside-movers/reset'],
  ] as const)('%s: sets the busy state, then POSTs the CSRF token %s to %s', (slug, token, action) => {
    const store = startFunnel(createFakeServer().fetch, { reference: 'REF00003', revision: 1 }, slug);
    document.head.innerHTML = `<meta name="csrf-token" content="${token}">`;
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    restartBooking(store);
    expect(store.getState().restarting).toBe(true);
    expect(submitted).toHaveLength(1);
    const form = submitted[0]!;
    expect([form.method.toLowerCase(), new URL(form.action, 'http://x').pathname]).toEqual(['post', action]);
    expect(Object.fromEntries(new FormData(form))).toEqual({ [FORM_TOKEN_FIELD]: token });
  });
});
