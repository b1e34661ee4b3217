import type { ReactNode } from 'react';

/**
 * Line drawings for the icon choices (service type, property type, payment option), keyed by
 * the option's `icon` name in the step files. Stroked with currentColor so the brand colours them.
 */
const paths: Record<string, ReactNode> = {
  truck: (
    <>
      <path d="M3 12h24v18H3zM27 18h9l6 7v5h-15z" />
      <circle cx="11" cy="33" r="3.5" />
      <circle cx="34" cy="33" r="3.5" />
      <path d="M30 19v6h9" />
    </>
  ),
  boxes: (
    <>
      <path d="M6 26h16v16H6zM26 26h16v16H26zM16 10h16v16H16z" />
      <path d="M12 26v5h4v-5M32 26v5h4v-5M22 10v5h4v-5" />
    </>
  ),
  studio: (
    <>
      <path d="M8 40V10h32v30zM4 40h40" />
      <path d="M14 30h20v6H14zM14 30v-5h8v5" />
      <path d="M28 16h6v6h-6z" />
    </>
  ),
  apartment: (
    <>
      <path d="M10 42V6h28v36zM4 42h40" />
      <path d="M16 12h4v4h-4zM28 12h4v4h-4zM16 21h4v4h-4zM28 21h4v4h-4zM21 34h6v8h-6z" />
    </>
  ),
  house: (
    <>
      <path d="M4 22 24 6l20 16M9 18v22h30V18" />
      <path d="M20 40V29h8v11M13 24h4v4h-4zM31 24h4v4h-4z" />
    </>
  ),
  duplex: (
    <>
      <path d="M2 22 13 12l11 10 11-10 11 10M6 19v21h36V19M24 22v18" />
      <path d="M10 40v-8h6v8M32 40v-8h6v8" />
    </>
  ),
  condominium: (
    <>
      <path d="M6 42V14l18-8 18 8v28zM2 42h44" />
      <path d="M13 18h5v4h-5zM30 18h5v4h-5zM13 27h5v4h-5zM30 27h5v4h-5zM21 34h6v8h-6z" />
    </>
  ),
  townhome: (
    <>
      <path d="M3 42V18l7-7 7 7 7-7 7 7 7-7 7 7v24zM17 18v24M31 18v24" />
      <path d="M7 42v-7h6v7M21 42v-7h6v7M35 42v-7h6v7" />
    </>
  ),
  warehouse: (
    <>
      <path d="M4 42V16L24 6l20 10v26" />
      <path d="M11 42V24h26v18M11 30h26M11 36h26" />
    </>
  ),
  office: (
    <>
      <path d="M8 42V6h22v36M30 16h10v26M4 42h40" />
      <path d="M14 12h4v4h-4zM21 12h4v4h-4zM14 20h4v4h-4zM21 20h4v4h-4zM14 28h4v4h-4zM21 28h4v4h-4zM34 22h3M34 28h3M34 34h3" />
    </>
  ),
  clock: (
    <>
      <circle cx="24" cy="24" r="18" />
      <path d="M24 13v11l8 5" />
    </>
  ),
  card: (
    <>
      <path d="M4 11h40v26H4zM4 18h40" />
      <path d="M10 29h10M30 29h8" />
    </>
  ),
};

/** Icon names the icon choice widget can draw; `npm run check` can test step files against it. */
export const ICON_NAMES = Object.keys(paths);

/** A decorative 48px icon (aria-hidden: the card's text names the choice). Unknown names throw. */
export function Icon({ name, className }: { name: string; className?: string }) {
  const drawing = paths[name];
  if (!drawing) throw new Error(`Unknown icon '${name}'; known: ${ICON_NAMES.join(', ')}`);
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 48 48"
      className={className ?? 'size-12'}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {drawing}
    </svg>
  );
}
