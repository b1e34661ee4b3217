// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyPartnerTheme } from '../../../renderer/theme/apply-partner-theme';
import { DEFAULT_THEME } from '../../../core/theme/partner-theme';
import { contrastRatio } from '../../../core/theme/contrast-ratio';
import { DARK_TEXT, LIGHT_TEXT } from '../../../core/theme/readable-text-color';

const root = () => document.documentElement;
const css = (name: string) => root().style.getPropertyValue(name);

beforeEach(() => root().removeAttribute('style'));

describe('applyPartnerTheme', () => {
  it('writes the defaults without a theme, each readable at WCAG AA', () => {
    applyPartnerTheme(undefined);
    expect(css('--color-brand')).toBe(DEFAULT_THEME.primary);
    expect(css('--color-accent')).toBe(DEFAULT_THEME.accent);
    expect(contrastRatio(css('--color-brand'), css('--color-brand-contrast'))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(css('--color-accent'), css('--color-accent-contrast'))).toBeGreaterThanOrEqual(4.5);
    expect(css('--font-brand')).toBe('');
  });

  // Text on a brand surface is whichever of white and near-black reads better.
  it.each([
    ['#0b3d91', LIGHT_TEXT],
    ['#facc15', DARK_TEXT],
    ['#ffffff', DARK_TEXT],
    ['#000', LIGHT_TEXT],
  ])('primary %s gets %s text', (primary, text) => {
    applyPartnerTheme({ primary });
    expect(css('--color-brand')).toBe(primary);
    expect(css('--color-brand-contrast')).toBe(text);
  });

  it('sets the font stack of an allowed font and logs an unknown one', () => {
    applyPartnerTheme({ font: 'Georgia' });
    expect(css('--font-brand')).toContain('Georgia');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    applyPartnerTheme({ font: 'Comic Sans' });
    expect(error).toHaveBeenCalledWith(expect.stringContaining("Unknown theme font 'Comic Sans'"));
    expect(css('--font-brand')).toBe('');
    error.mockRestore();
  });
});

describe('contrastRatio', () => {
  it.each([
    ['#ffffff', '#000000', 21],
    ['#777777', '#ffffff', 4.48],
    ['#1d4ed8', '#ffffff', 6.7],
  ])('%s on %s is %d:1', (a, b, ratio) => expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1));

  it('refuses what is not a hex colour', () => expect(() => contrastRatio('blue', '#fff')).toThrow("Not a hex colour: 'blue'"));
});
