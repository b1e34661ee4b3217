import { describe, expect, it } from 'vitest';
import { lintPartnerTheme } from '../../../core/check/lint-partner-theme';
import { themeContrastPairs } from '../../../core/theme/theme-contrast-pairs';
import { tint } from '../../../core/theme/tint';

describe('lintPartnerTheme (WCAG 2.2 AA, 4.5:1)', () => {
  it.each([
    ['the defaults', {}],
    ['bayside navy and teal', { primary: '#0b3d91', accent: '#0f766e' }],
    ['summit forest green and amber (near-black text on amber)', { primary: '#166534', accent: '#f59e0b' }],
    ['harbor crimson and navy', { primary: '#9f1239', accent: '#1e3a8a' }],
    ['a yellow accent, with near-black text on it', { primary: '#000000', accent: '#facc15' }],
  ])('passes %s', (_name, theme) => expect(lintPartnerTheme(theme)).toEqual([]));

  it.each<[string, object, string[]]>([
    // #f97316 (orange-500): 2.80 with white, so also too light for links; the tint pair is not repeated.
    [
      'a bright orange primary',
      { primary: '#f97316', accent: '#0f766e' },
      ['/theme/primary: contrast of the primary colour (#f97316) as link text on white (#ffffff) is 2.80:1'],
    ],
    // #777777: 4.48 with white and 3.97 with near-black, so no text colour reads on it.
    [
      'a mid-grey accent',
      { primary: '#0b3d91', accent: '#777777' },
      ['/theme/accent: contrast of white text (#ffffff) on the accent colour (#777777), as on completed steps is 4.47:1'],
    ],
    // #3b6fd8: 4.72 on white, 4.43 on its own 5% tint.
    [
      'a blue just too light for the stat tint',
      { primary: '#3b6fd8', accent: '#0f766e' },
      ['/theme/primary: contrast of the primary colour (#3b6fd8) as stat text on its 5% tint'],
    ],
    [
      // #7a7a7a: 4.29 with white, 4.16 with near-black.
      'a mid-grey primary: both its button text and its links',
      { primary: '#7a7a7a', accent: '#0f766e' },
      [
        '/theme/primary: contrast of white text (#ffffff) on the primary colour (#7a7a7a), as on buttons is 4.29:1',
        '/theme/primary: contrast of the primary colour (#7a7a7a) as link text on white (#ffffff) is 4.29:1',
      ],
    ],
  ])('refuses %s, naming the pair and the ratio', (_name, theme, starts) => {
    const problems = lintPartnerTheme(theme).map((p) => `${p.pointer}: ${p.message}`);
    expect(problems).toHaveLength(starts.length);
    starts.forEach((start, i) => expect(problems[i]).toContain(start));
    for (const problem of problems) expect(problem).toMatch(/is \d+\.\d\d:1, below the 4\.5:1 WCAG 2\.2 AA needs for text; pick a /);
  });

  it('never rounds a failing ratio up to 4.50', () => {
    const [problem] = lintPartnerTheme({ primary: '#0b3d91', accent: '#777777' });
    expect(problem?.message).toContain('4.47:1');
  });

  it('checks the pairs the frame draws', () => {
    const pairs = themeContrastPairs({ primary: '#0b3d91', accent: '#f59e0b' });
    expect(pairs.map((p) => [p.kind, p.foreground, p.background])).toEqual([
      ['textOnPrimary', '#ffffff', '#0b3d91'],
      ['primaryLink', '#0b3d91', '#ffffff'],
      ['primaryOnTint', '#0b3d91', tint('#0b3d91', 0.05)],
      ['textOnAccent', '#0f172a', '#f59e0b'],
    ]);
  });
});

describe('tint', () => {
  it.each([
    ['#000000', 0.05, '#f2f2f2'],
    ['#0b3d91', 0, '#ffffff'],
    ['#0b3d91', 1, '#0b3d91'],
  ])('%s at %d over white is %s', (hex, opacity, expected) => expect(tint(hex, opacity)).toBe(expected));
});
