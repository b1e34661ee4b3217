import { describe, expect, it } from 'vitest';
import { dayPriceBand } from '../../../core/insights/day-price-band';
import { deviceClass } from '../../../core/insights/device-class';
import { histogramQuantile } from '../../../core/insights/histogram-quantile';
import { shownCount, shownShare } from '../../../core/insights/small-cell';
import { sourceBucket } from '../../../core/insights/source-bucket';

describe('sourceBucket', () => {
  const origins = ['https://www.baysidemovers.example.com'];
  it.each([
    [{ gclid: 'x', utm_source: 'facebook' }, 'click:google'],
    [{ fbclid: 'x' }, 'click:facebook'],
    [{ msclkid: 'x' }, 'click:microsoft'],
    [{ utm_source: 'Google', utm_medium: 'CPC' }, 'utm:google/paid'],
    [{ utm_source: 'jane.doe@example.com', utm_medium: 'Jane Doe' }, 'utm:other/other'],
    [{ utm_source: 'newsletter' }, 'utm:newsletter/none'],
    [{ hostPageOrigin: 'https://www.baysidemovers.example.com' }, 'embed:www.baysidemovers.example.com'],
    [{ hostPageOrigin: 'https://someone-else.example.org' }, 'embed:other'],
    [{}, 'direct'],
  ])('%j is %s', (fields, bucket) => {
    expect(sourceBucket(fields, origins)).toBe(bucket);
  });
});

describe('deviceClass', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148', 'phone'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0 Mobile Safari/537.36', 'phone'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', 'tablet'],
    ['Mozilla/5.0 (Linux; Android 14; SM-X710) Chrome/131.0 Safari/537.36', 'tablet'],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36', 'desktop'],
    ['curl/8.0', 'unknown'],
    [undefined, 'unknown'],
  ])('%s is %s', (userAgent, device) => {
    expect(deviceClass(userAgent)).toBe(device);
  });
});

describe('dayPriceBand', () => {
  it.each([
    [null, 'no date'],
    [-10, 'discount'],
    [0, 'standard'],
    [10, 'up to +15%'],
    [15, 'up to +15%'],
    [20, 'over +15%'],
  ])('%s%% is %s', (percent, band) => {
    expect(dayPriceBand(percent)).toBe(band);
  });
});

describe('histogramQuantile', () => {
  it('spreads a bucket evenly, and says "at least" in the open last bucket', () => {
    expect(histogramQuantile([10, 0, 0, 0, 0, 0, 0, 0], 0.5)).toBe(5);
    expect(histogramQuantile([0, 0, 0, 0, 0, 0, 0, 4], 0.9)).toBe(1800);
    expect(histogramQuantile([5, 5, 0, 0, 0, 0, 0, 0], 0.9)).toBeCloseTo(10 + 0.8 * 20);
    expect(histogramQuantile([0, 0, 0, 0, 0, 0, 0, 0], 0.5)).toBeNull();
  });
});

describe('small cells', () => {
  it('shows counts from 1 to 4 as "<5", and any share that would reveal one', () => {
    expect([0, 1, 4, 5, 1234].map(shownCount)).toEqual(['0', '<5', '<5', '5', '1,234']);
    expect(shownShare(3, 100)).toBe('<5');
    expect(shownShare(50, 4)).toBe('<5');
    expect(shownShare(25, 100)).toBe('25.0%');
    expect(shownShare(0, 0)).toBe('–');
  });
});
