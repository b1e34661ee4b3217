import { parseHexColor } from './contrast-ratio';

/** `hex` at `opacity` over white, as Tailwind's `bg-brand/5` draws it, as `#rrggbb`. */
export function tint(hex: string, opacity: number): string {
  const channels = parseHexColor(hex).map((c) => Math.round(255 + (c - 255) * opacity));
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
