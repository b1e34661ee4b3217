// @vitest-environment happy-dom
/** The save notice (docs/DECISIONS.md, Hardening): a polite status while a failed save waits to be sent again, then "saved". */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { SaveNotice } from '../../../renderer/frame/save-notice';
import { SAVE_NOTICE_COPY } from '../../../renderer/frame/save-notice-copy';
import { inStore, loadStore, partners } from '../support/frame-fixture';

afterEach(cleanup);

const app = loadStore(partners.bayside);

const retrying = (reason: 'offline' | 'server') =>
  act(() => app.setState({ saveState: 'error', saveRetry: { reason, attempt: 1, retryAt: Date.now() + 1000 } }));

describe('SaveNotice', () => {
  it('is an empty polite live region while saves go through', () => {
    act(() => app.setState({ saveState: 'idle', saveRetry: null }));
    render(inStore(app, <SaveNotice />));
    const region = screen.getByRole('status');
    expect([region.getAttribute('aria-live'), region.textContent]).toEqual(['polite', '']);
  });

  it.each([
    ['offline', "Connection lost — your answers are kept and will be saved when you're back online."],
    ['server', "We couldn't save just now — your answers are kept and we'll keep trying."],
  ] as const)('says the answers are kept while a save waits to retry (%s)', (reason, text) => {
    act(() => app.setState({ saveState: 'idle', saveRetry: null }));
    render(inStore(app, <SaveNotice />));
    retrying(reason);
    expect(screen.getByRole('status').textContent).toBe(text);
    // The notice stays through the retry attempt itself.
    act(() => app.setState({ saveState: 'saving' }));
    expect(screen.getByRole('status').textContent).toBe(text);
  });

  it('confirms once the retried save went through, and says nothing after an ordinary save', () => {
    act(() => app.setState({ saveState: 'idle', saveRetry: null }));
    render(inStore(app, <SaveNotice />));
    act(() => app.setState({ saveState: 'saving' }));
    act(() => app.setState({ saveState: 'idle' }));
    expect(screen.getByRole('status').textContent).toBe('');
    retrying('offline');
    act(() => app.setState({ saveState: 'idle', saveRetry: null }));
    expect(screen.getByRole('status').textContent).toBe(SAVE_NOTICE_COPY.saved);
  });
});
