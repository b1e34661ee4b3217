import { contrastRatio } from './contrast-ratio';
import { DEFAULT_THEME, type PartnerTheme } from './partner-theme';
import { readableTextColor } from './readable-text-color';
import { tint } from './tint';

/** WCAG 2.2 AA for body text (success criterion 1.4.3). */
export const AA_TEXT_RATIO = 4.5;

/** Backgrounds the frame shows brand-coloured text and links on. */
export const WHITE_BACKGROUND = '#ffffff';
/** The About stat cards put primary text on a 5% tint of the primary colour (`bg-brand/5`). */
export const STAT_TINT = 0.05;

/** One foreground/background pair the frame draws, with its contrast. */
export interface ContrastPair {
  kind: 'textOnPrimary' | 'primaryLink' | 'primaryOnTint' | 'textOnAccent';
  /** The theme field whose colour is in the pair (`primary` or `accent`). */
  field: 'primary' | 'accent';
  /** In words, e.g. 'white text on the primary colour (#0b3d91)'. */
  description: string;
  foreground: string;
  background: string;
  ratio: number;
  /** What to change when the pair fails. */
  advice: string;
}

const name = (hex: string) => (hex.toLowerCase() === '#ffffff' ? 'white' : 'near-black');

/**
 * Every text/background pair a theme produces in the frame (renderer/theme/apply-partner-theme.ts):
 * buttons and the current stepper step (readable text on primary), completed steps (readable text on
 * accent), links and highlighted values (primary on white) and the About stat values (primary on its tint).
 */
export function themeContrastPairs(theme: PartnerTheme): ContrastPair[] {
  const primary = theme.primary ?? DEFAULT_THEME.primary;
  const accent = theme.accent ?? DEFAULT_THEME.accent;
  const onPrimary = readableTextColor(primary);
  const onAccent = readableTextColor(accent);
  const onColour = (field: ContrastPair['field']) =>
    `pick a darker or lighter ${field} colour: mid-tones read badly with both white and near-black text`;
  const asText = 'pick a darker primary colour';
  const pair = (
    kind: ContrastPair['kind'],
    field: ContrastPair['field'],
    description: string,
    foreground: string,
    background: string,
    advice: string,
  ): ContrastPair => ({
    kind,
    field,
    description,
    foreground,
    background,
    ratio: contrastRatio(foreground, background),
    advice,
  });
  return [
    pair(
      'textOnPrimary',
      'primary',
      `${name(onPrimary)} text (${onPrimary}) on the primary colour (${primary}), as on buttons`,
      onPrimary,
      primary,
      onColour('primary'),
    ),
    pair('primaryLink', 'primary', `the primary colour (${primary}) as link text on white (#ffffff)`, primary, WHITE_BACKGROUND, asText),
    pair(
      'primaryOnTint',
      'primary',
      `the primary colour (${primary}) as stat text on its 5% tint (${tint(primary, STAT_TINT)})`,
      primary,
      tint(primary, STAT_TINT),
      asText,
    ),
    pair(
      'textOnAccent',
      'accent',
      `${name(onAccent)} text (${onAccent}) on the accent colour (${accent}), as on completed steps`,
      onAccent,
      accent,
      onColour('accent'),
    ),
  ];
}
