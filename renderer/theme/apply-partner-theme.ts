import { FONT_STACKS, type PartnerTheme } from '../../core/theme/partner-theme';
export type { PartnerTheme } from '../../core/theme/partner-theme';
import { themeVariables } from '../../core/theme/theme-variables';

/**
 * Writes the brand CSS variables (core/theme/theme-variables.ts) on `root`, so every Tailwind
 * `bg-brand`/`text-brand` follows. The server's HTML already carries the same values on <html>, so on a
 * page load this changes nothing; it matters when the theme changes in the browser (the admin preview).
 */
export function applyPartnerTheme(theme: PartnerTheme | null | undefined, root: HTMLElement = document.documentElement): void {
  const variables = themeVariables(theme);
  for (const [name, value] of variables) root.style.setProperty(name, value);
  if (!variables.some(([name]) => name === '--font-brand')) root.style.removeProperty('--font-brand');
  // partner.schema.json refuses other fonts at load time; a customer's page must not die over one.
  if (theme?.font && !variables.some(([name]) => name === '--font-brand'))
    console.error(`Unknown theme font '${theme.font}'; allowed: ${Object.keys(FONT_STACKS).join(', ')}`);
}
