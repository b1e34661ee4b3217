// @vitest-environment happy-dom
/** The landing honeypot (docs/DECISIONS.md, Hardening): unseen and unreachable for people, and what lands in it goes out with every API call. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { createApiClient } from '../../../renderer/api/api-client';
import { HONEYPOT_HEADER } from '../../../core/posted-form-names';
import { setHoneypotValue } from '../../../renderer/api/honeypot';
import { HoneypotField } from '../../../renderer/step-page/honeypot-field';
import { createFakeServer } from '../support/fake-server';

afterEach(() => {
  cleanup();
  setHoneypotValue('');
  vi.restoreAllMocks();
});

describe('HoneypotField', () => {
  it('is hidden from assistive technology, out of the tab order and not autofilled', () => {
    const { container } = render(<HoneypotField />);
    const wrapper = container.firstElementChild!;
    const input = container.querySelector('input')!;
    expect(wrapper.getAttribute('aria-hidden')).toBe('true');
    expect(wrapper.className).toContain('-left-[10000px]');
    expect([input.tabIndex, input.getAttribute('autocomplete'), input.value]).toEqual([-1, 'off', '']);
  });

  it('an empty field adds nothing to API calls; a filled one travels in the honeypot header', async () => {
    const server = createFakeServer();
    const api = createApiClient({ csrfToken: 't', partnerSlug: 'bayside-movers', fetch: server.fetch });
    const { container } = render(<HoneypotField />);
    void api.request('POST', '/api/v1/booking/pay-later');
    await server.untilRequests(1);
    expect(server.requests[0]!.headers).not.toHaveProperty(HONEYPOT_HEADER);

    fireEvent.change(container.querySelector('input')!, { target: { value: 'https://spam.example' } });
    void api.request('POST', '/api/v1/booking/pay-later');
    await server.untilRequests(2);
    expect(server.requests[1]!.headers[HONEYPOT_HEADER]).toBe('https://spam.example');
  });
});
