import { describe, expect, it } from 'vitest';
import { partnerFaviconSvg } from '../../../core/theme/partner-favicon-svg';

describe('partnerFaviconSvg: the initial on the theme colour', () => {
  it.each([
    [{ name: 'Bayside Movers', theme: { primary: '#0b3d91' } }, 'fill="#0b3d91"', '>B</text>', 'fill="#ffffff"'],
    [{ name: 'summit', theme: { primary: '#fde047' } }, 'fill="#fde047"', '>S</text>', 'fill="#0f172a"'],
    [{ name: '<Evil> & Co' }, 'fill="#1d4ed8"', '>&#60;</text>', 'fill="#ffffff"'],
  ])('%o', (partner, background, initial, text) => {
    const svg = partnerFaviconSvg(partner);
    expect([svg.includes(background), svg.includes(initial), svg.includes(text)]).toEqual([true, true, true]);
  });
});
