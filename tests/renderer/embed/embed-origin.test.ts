/** Whom the framed funnel talks to (renderer/embed): the origin /embed.js named its frame after, and nothing at the top level. */
import { describe, expect, it, vi } from 'vitest';
import { canKeepCookies } from '../../../renderer/embed/can-keep-cookies';
import { embedOrigin } from '../../../renderer/embed/embed-origin';
import { postToHost } from '../../../renderer/embed/post-to-host';

/** A window as the funnel sees it: its name, and a parent that is itself (top level) or another window. */
function fakeWindow(name: string, framed: boolean) {
  const parent = { postMessage: vi.fn() };
  const win = { name, parent: undefined as unknown } as { name: string; parent: unknown };
  win.parent = framed ? parent : win;
  return { win: win as unknown as Window, parent };
}

describe('embedOrigin', () => {
  it.each([
    ['framed by /embed.js', 'funnel-embed:https://www.baysidemovers.com', true, 'https://www.baysidemovers.com'],
    ['framed by /embed.js on a port', 'funnel-embed:http://localhost:4000', true, 'http://localhost:4000'],
    ['a top-level window with that name', 'funnel-embed:https://www.baysidemovers.com', false, null],
    ['a frame named otherwise (the admin preview)', 'preview', true, null],
    ['a name with a path, not an origin', 'funnel-embed:https://www.baysidemovers.com/quote', true, null],
    ['a name that is no address', 'funnel-embed:*', true, null],
  ])('%s: %s', (_case, name, framed, expected) => {
    expect(embedOrigin(fakeWindow(name, framed).win)).toBe(expected);
  });
});

describe('postToHost', () => {
  it('posts to the embedding origin only, never "*"', () => {
    const { win, parent } = fakeWindow('funnel-embed:https://www.baysidemovers.com', true);
    postToHost({ event: 'funnel:resize', height: 812, headingTop: 120 }, win);
    expect(parent.postMessage.mock.calls).toEqual([
      [{ event: 'funnel:resize', height: 812, headingTop: 120 }, 'https://www.baysidemovers.com'],
    ]);
  });

  it('says nothing when the funnel is not embedded', () => {
    const { win, parent } = fakeWindow('', true);
    postToHost({ event: 'funnel:step', step: 'landing', index: 0, path: '/partners/bayside-movers/book', headingTop: 0 }, win);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });
});

describe('canKeepCookies', () => {
  /** A document whose cookie jar keeps what is written, or (blocked) nothing. */
  function fakeDocument(blocked: boolean) {
    const jar = new Map<string, string>();
    return {
      get cookie() {
        return [...jar].map(([key, value]) => `${key}=${value}`).join('; ');
      },
      set cookie(line: string) {
        const [pair = ''] = line.split(';');
        const [key = '', value = ''] = pair.split('=');
        if (blocked) return;
        if (/Max-Age=0/.test(line)) jar.delete(key);
        else jar.set(key, value);
      },
      jar,
    };
  }

  it.each([
    [false, true],
    [true, false],
  ])('blocked %s: keeps cookies %s, and leaves no probe behind', (blocked, expected) => {
    const doc = fakeDocument(blocked);
    expect(canKeepCookies(doc as unknown as Document)).toBe(expected);
    expect(doc.jar.size).toBe(0);
  });
});
