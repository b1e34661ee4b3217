/** The branding of a partner file (`theme` in schemas/partner.schema.json). */
export interface PartnerTheme {
  primary?: string;
  accent?: string;
  font?: string;
}

/** Used when a partner file has no theme: blue and green that both pass AA (4.5:1) with white text. */
export const DEFAULT_THEME = { primary: '#1d4ed8', accent: '#047857' } as const;

/**
 * Fonts a partner may pick, as full stacks of fonts already on the customer's device: nothing is
 * fetched from a font CDN. partner.schema.json's `theme.font` enum lists exactly these keys
 * (tests/core/theme/font-stacks.test.ts).
 */
export const FONT_STACKS = {
  system: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  helvetica: '"Helvetica Neue", Helvetica, Arial, sans-serif',
  humanist: 'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", source-sans-pro, sans-serif',
  rounded:
    'ui-rounded, "Hiragino Maru Gothic ProN", Quicksand, Comfortaa, Manjari, "Arial Rounded MT", Calibri, source-sans-pro, sans-serif',
  georgia: 'Georgia, "Times New Roman", serif',
  verdana: 'Verdana, Geneva, Tahoma, sans-serif',
} as const;
