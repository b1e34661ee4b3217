import { embedOrigin } from './embed-origin';
import type { HostMessage } from './host-message';

/** Tells the embedding page (only its origin, never '*'); nothing when the funnel is not embedded. */
export function postToHost(message: HostMessage, win: Window = window): void {
  const origin = embedOrigin(win);
  if (origin) win.parent.postMessage(message, origin);
}
