/** A cross-site frame with third-party cookies blocked throws on `window.sessionStorage`: the funnel goes on without drafts. */
import { describe, expect, it } from 'vitest';
import { sessionStorageOf } from '../../../renderer/store/session-storage-of';

describe('sessionStorageOf', () => {
  it('is the window’s sessionStorage where the browser allows it', () => {
    const storage = {} as Storage;
    expect(sessionStorageOf({ sessionStorage: storage } as Window)).toBe(storage);
  });

  it('is null where reading it throws (Chromium, a partner site’s frame, third-party cookies blocked)', () => {
    const refused = Object.defineProperty({}, 'sessionStorage', {
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    }) as Window;
    expect(sessionStorageOf(refused)).toBeNull();
  });
});
