import { parseLoaderMessage } from '../../core/embed-messages';
import { canKeepCookies } from './can-keep-cookies';
import { offerNewTab } from './offer-new-tab';
import { postToHost } from './post-to-host';

/**
 * The embedded funnel's side of /embed.js, loaded only inside its frame (renderer/mount/mount-app.tsx):
 * - `funnel:resize` with the page's height whenever it changes, so the frame fits and never scrolls;
 * - the host's `funnel:viewport` (the frame's part on screen) as `--embed-view-top`, `--embed-view-h` and
 *   `--embed-bottom-gap` on <html>: the phone bar, drawers and notices stand there, not at the bottom of a
 *   frame taller than the screen (the `embedded:` variant in renderer/styles/app.css);
 * - where the frame can keep no cookie, the offer to continue in a new tab (docs/DECISIONS.md, "Embedding").
 */
export function startEmbedBridge(win: Window, origin: string): void {
  const root = win.document.documentElement;
  if (!canKeepCookies(win.document)) offerNewTab(win.document, win.location.href);
  let height = 0;
  new ResizeObserver(() => {
    const measured = Math.ceil(root.getBoundingClientRect().height);
    if (measured === height) return;
    height = measured;
    postToHost({ event: 'funnel:resize', height }, win);
  }).observe(root);

  win.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.source !== win.parent || event.origin !== origin) return;
    // From the host's loader (checked: its window and origin); its data is parsed, never trusted.
    const message = parseLoaderMessage(event.data);
    if (!message) return;
    const { top, bottom } = message;
    root.style.setProperty('--embed-view-top', `${top}px`);
    root.style.setProperty('--embed-view-h', `${bottom - top}px`);
    root.style.setProperty('--embed-bottom-gap', `${Math.max(0, win.innerHeight - bottom)}px`);
  });
}
