import { contrastRatio } from './contrast-ratio';

/** The two text colours the frame puts on brand surfaces (white, and Tailwind's slate-900). */
export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#0f172a';

/** White or near-black, whichever reads better on `background`. */
export function readableTextColor(background: string): string {
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}
