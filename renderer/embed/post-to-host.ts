import { embedOrigin } from './embed-origin';
import type { FunnelMessage } from '../../core/embed-messages';

/** Tells the embedding page (only its origin, never '*'); nothing when the funnel is not embedded. */
export function postToHost(message: FunnelMessage, win: Window = window): void {
  const origin = embedOrigin(win);
  if (origin) win.parent.postMessage(message, origin);
}
