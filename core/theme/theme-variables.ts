import { hasField } from '../pick-fields';
import { DEFAULT_THEME, FONT_STACKS, type PartnerTheme } from './partner-theme';
import { readableTextColor } from './readable-text-color';

/**
 * The brand CSS variables of a partner's theme, as `[name, value]` pairs: the server writes them on the
 * page's <html> and the browser keeps them there, so the page is in the partner's colours and font from its
 * first paint (no other company's blue before the JavaScript runs). Text colours on brand surfaces are picked
 * for contrast, never taken on trust. A font outside FONT_STACKS is left out (the partner check refuses it).
 */
export function themeVariables(theme: PartnerTheme | null | undefined): [name: string, value: string][] {
  const primary = theme?.primary ?? DEFAULT_THEME.primary;
  const accent = theme?.accent ?? DEFAULT_THEME.accent;
  const name = theme?.font?.toLowerCase();
  const font = name && hasField(FONT_STACKS, name) ? FONT_STACKS[name] : undefined;
  const variables: [name: string, value: string][] = [
    ['--color-brand', primary],
    ['--color-brand-contrast', readableTextColor(primary)],
    ['--color-accent', accent],
    ['--color-accent-contrast', readableTextColor(accent)],
  ];
  if (font) variables.push(['--font-brand', font]);
  return variables;
}

/** The variables as one inline style, e.g. for `<html style="...">`. */
export function themeStyle(theme: PartnerTheme | null | undefined): string {
  return themeVariables(theme)
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');
}
