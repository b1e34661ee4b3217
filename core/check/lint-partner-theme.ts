import { AA_TEXT_RATIO, themeContrastPairs } from '../theme/theme-contrast-pairs';
import type { PartnerTheme } from '../theme/partner-theme';
import type { DescribedError } from './describe-schema-errors';

/** Rounded down to two decimals, so a ratio of 4.499 is never printed as a passing 4.50. */
const shown = (ratio: number) => (Math.floor(ratio * 100) / 100).toFixed(2);

/**
 * WCAG 2.2 AA (4.5:1) for every text/background pair the theme produces in the frame. One message
 * per failing pair, at the colour's field, naming the pair and its ratio. Colours must already
 * match the schema's hex pattern.
 */
export function lintPartnerTheme(theme: PartnerTheme): DescribedError[] {
  const failing = themeContrastPairs(theme).filter((pair) => pair.ratio < AA_TEXT_RATIO);
  // The tint is darker than white: when the link pair fails the tint pair fails too, and says nothing new.
  const linkFails = failing.some((pair) => pair.kind === 'primaryLink');
  return failing
    .filter((pair) => !(linkFails && pair.kind === 'primaryOnTint'))
    .map((pair) => ({
      pointer: `/theme/${pair.field}`,
      message: `contrast of ${pair.description} is ${shown(pair.ratio)}:1, below the ${AA_TEXT_RATIO}:1 WCAG 2.2 AA needs for text; ${pair.advice}`,
    }));
}
