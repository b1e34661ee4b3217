import { EMBED_FRAME_NAME_PREFIX as FRAME_NAME_PREFIX } from '../../core/embed-messages';

/**
 * The origin of the partner page that framed the funnel with /embed.js, or null when the funnel is not in
 * such a frame (a top-level visit, the admin preview). The frame's name keeps it across the frame's own page
 * loads (a restart, the return from a card check). Only that origin's page receives the funnel's messages:
 * `postMessage` with it as the target delivers nothing to any other parent, and the Content-Security-Policy's
 * frame-ancestors let only the partner's listed sites frame the funnel at all.
 */
export function embedOrigin(win: Window): string | null {
  if (win.parent === win || !win.name.startsWith(FRAME_NAME_PREFIX)) return null;
  const named = win.name.slice(FRAME_NAME_PREFIX.length);
  try {
    const { origin } = new URL(named);
    return origin === named ? origin : null;
  } catch {
    return null;
  }
}
