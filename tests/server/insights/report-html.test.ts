/**
 * The insights report is one file that loads nothing (docs/PARTNERS.md, "Reading the insights report"): no script, no
 * stylesheet, image, font or frame from anywhere, not even from the server, so it opens from disk or a mail attachment
 * and tells nobody it was opened. Its charts are inline SVG and its counts below 5 show as "<5".
 */
import { describe, expect, it } from 'vitest';
import type { InsightRow } from '../../../core/insights/insight-row';
import { insightsReport } from '../../../core/insights/insights-report';
import { funnelDefinition } from '../../../core/flow/funnel-definition';
import { renderReportHtml } from '../../../server/insights/report/render-report-html';
import { reportTable } from '../../../server/insights/report/report-table';

const row = (step: string, edge: string, visits: number, extra: Partial<InsightRow> = {}): InsightRow => ({
  step,
  edge,
  visits,
  source: 'click:google',
  device: 'phone',
  service: 'labor_only',
  dayPrice: 'standard',
  conversion: 'none',
  bucket: 2,
  ...extra,
});

const ROWS: InsightRow[] = [
  row('(start)', 'landing', 120, { service: 'none', dayPrice: 'no date', bucket: -1 }),
  row('(start)', 'landing', 3, { service: 'none', dayPrice: 'no date', bucket: -1, source: 'embed:www.example.com' }),
  row('landing', 'services', 80, { service: 'none', dayPrice: 'no date' }),
  row('services', '(recut)', 80, { service: 'none', dayPrice: 'no date', bucket: -1 }),
  row('(recut)', 'services', 80, { dayPrice: 'no date', bucket: -1 }),
  row('services', 'moveDate', 80, { dayPrice: 'no date' }),
  row('moveDate', 'originAddress', 60, { dayPrice: 'up to +15%', bucket: 4 }),
  row('originAddress', '(convert)', 2, { dayPrice: 'up to +15%', conversion: 'unserviceable' }),
];

const reportOf = (rows: readonly InsightRow[], name = 'Bayside Movers') =>
  insightsReport(rows, {
    partner: { slug: 'bayside-movers', name },
    from: '2026-11-02',
    to: '2026-12-01',
    madeAt: '2026-12-01T20:00:00.000Z',
    by: 'source',
    order: funnelDefinition.flow.steps,
  });
const report = reportOf(ROWS);
const html = renderReportHtml(report);

describe('the insights report as HTML', () => {
  it('loads no external resource, and runs no script', () => {
    expect(html).not.toMatch(/https?:|\/\/[a-z]/i);
    expect(html).not.toMatch(/<(script|link|img|iframe|object|embed|image|use|video|audio|source)\b/i);
    expect(html).not.toMatch(/\b(src|href|srcset|xlink:href|action|formaction|poster)\s*=/i);
    expect(html).not.toMatch(/url\(|@import|@font-face/i);
  });

  it('escapes what it shows, a partner name or a step alike', () => {
    const hostile = renderReportHtml(reportOf([...ROWS, row('</svg><script>alert(1)</script>', 'moveDate', 7)], 'Bayside <Movers>'));
    expect(hostile).toContain('Bayside &lt;Movers&gt;');
    expect(hostile).toContain('&lt;/svg&gt;&lt;script&gt;alert(1)');
    expect(hostile).not.toMatch(/<script/i);
  });

  it('draws its charts as inline SVG: a funnel per branch, drop-off, conversion by source and day price, time per step', () => {
    for (const title of [
      'Times each step was reached',
      'Reached, labor_only',
      'Drop-off per step',
      'Conversion by source',
      'Conversion by day-price band',
      'Time per step',
    ])
      expect(html).toContain(`<svg role="img" aria-label="${title}"`);
  });

  it('shows counts below 5 as "<5"', () => {
    expect(html).toContain('&lt;5');
    expect(html).not.toMatch(/>[1-4]<\/t(d|ext)>/);
  });

  it('prints the same funnel as a table', () => {
    const table = reportTable(report);
    expect(table).toContain('starts 123 = exits 121 + conversions <5');
    expect(table).toMatch(/landing\s+123\s+80\s+0\s+43\s+35\.0%/);
    expect(table).toContain('By source:');
  });
});
