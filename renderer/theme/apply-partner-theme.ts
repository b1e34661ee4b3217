import { readableTextColor } from './readable-text-color';

/** The branding a partner file may carry (issue 7 adds it to partner.schema.json). */
export interface PartnerTheme {
  primary?: string;
  accent?: string;
  font?: string;
}

/** Defaults when a partner has no theme: blue and green that both pass AA (4.5:1) with white text. */
export const DEFAULT_THEME = { primary: '#1d4ed8', accent: '#047857' } as const;

/** Fonts a partner may pick, as full stacks (system fonts only: nothing is fetched, the CSP stays strict). */
export const FONT_STACKS: Record<string, string> = {
  system: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  inter: 'Inter, ui-sans-serif, system-ui, sans-serif',
  helvetica: '"Helvetica Neue", Helvetica, Arial, sans-serif',
  georgia: 'Georgia, "Times New Roman", serif',
  verdana: 'Verdana, Geneva, Tahoma, sans-serif',
};

/**
 * Writes the brand CSS variables (`--color-brand`, `--color-brand-contrast`, `--color-accent`,
 * `--color-accent-contrast`, `--font-brand`) on `root`, so every Tailwind `bg-brand`/`text-brand` follows.
 * Text colours on brand surfaces are picked for contrast, never taken on trust.
 */
export function applyPartnerTheme(theme: PartnerTheme | null | undefined, root: HTMLElement = document.documentElement): void {
  const primary = theme?.primary ?? DEFAULT_THEME.primary;
  const accent = theme?.accent ?? DEFAULT_THEME.accent;
  root.style.setProperty('--color-brand', primary);
  root.style.setProperty('--color-brand-contrast', readableTextColor(primary));
  root.style.setProperty('--color-accent', accent);
  root.style.setProperty('--color-accent-contrast', readableTextColor(accent));

  const font = theme?.font ? FONT_STACKS[theme.font.toLowerCase()] : undefined;
  // partner.schema.json refuses other fonts at load time; a customer's page must not die over one.
  if (theme?.font && !font) console.error(`Unknown theme font '${theme.font}'; allowed: ${Object.keys(FONT_STACKS).join(', ')}`);
  if (font) root.style.setProperty('--font-brand', font);
  else root.style.removeProperty('--font-brand');
}
