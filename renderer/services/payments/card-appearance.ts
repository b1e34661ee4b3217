import type { Appearance } from '@stripe/stripe-js';

/** The page's value of a CSS custom property, '' when unset. */
export type ReadCssVariable = (name: string) => string;

export const readRootCssVariable: ReadCssVariable = (name) =>
  typeof document === 'undefined' ? '' : getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/**
 * The Payment Element dressed in the partner's brand (renderer/theme writes the variables on :root).
 * Stripe draws the element in its own iframe, so CSS variables cannot reach it: their values are
 * passed instead. Unset variables fall back to Stripe's defaults.
 */
export function cardAppearance(read: ReadCssVariable = readRootCssVariable): Appearance {
  const variables: NonNullable<Appearance['variables']> = {
    colorText: '#0f172a',
    colorDanger: '#b91c1c',
    borderRadius: '8px',
    fontSizeBase: '16px',
  };
  const brand = read('--color-brand');
  if (brand) variables.colorPrimary = brand;
  const font = read('--font-brand') || read('--font-sans');
  if (font) variables.fontFamily = font;
  return { theme: 'stripe', variables };
}
