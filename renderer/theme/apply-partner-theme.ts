import { DEFAULT_THEME, FONT_STACKS, type PartnerTheme } from '../../core/theme/partner-theme';
export type { PartnerTheme } from '../../core/theme/partner-theme';
import { readableTextColor } from '../../core/theme/readable-text-color';
import { hasField } from '../../core/pick-fields';

/**
 * Writes the brand CSS variables (`--color-brand`, `--color-brand-contrast`, `--color-accent`,
 * `--color-accent-contrast`, `--font-brand`) on `root`, so every Tailwind `bg-brand`/`text-brand`
 * follows. Text colours on brand surfaces are picked for contrast, never taken on trust; `npm run
 * check` and the server start refuse themes whose pairs fail WCAG AA (core/check/lint-partner-theme.ts).
 */
export function applyPartnerTheme(theme: PartnerTheme | null | undefined, root: HTMLElement = document.documentElement): void {
  const primary = theme?.primary ?? DEFAULT_THEME.primary;
  const accent = theme?.accent ?? DEFAULT_THEME.accent;
  root.style.setProperty('--color-brand', primary);
  root.style.setProperty('--color-brand-contrast', readableTextColor(primary));
  root.style.setProperty('--color-accent', accent);
  root.style.setProperty('--color-accent-contrast', readableTextColor(accent));

  const name = theme?.font?.toLowerCase();
  const font = name && hasField(FONT_STACKS, name) ? FONT_STACKS[name] : undefined;
  // partner.schema.json refuses other fonts at load time; a customer's page must not die over one.
  if (theme?.font && !font) console.error(`Unknown theme font '${theme.font}'; allowed: ${Object.keys(FONT_STACKS).join(', ')}`);
  if (font) root.style.setProperty('--font-brand', font);
  else root.style.removeProperty('--font-brand');
}
