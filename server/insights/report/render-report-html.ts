/**
 * The insights report as one HTML file (docs/PARTNERS.md, "Reading the insights report"): opens from disk or a mail
 * attachment, loads nothing (styles inline, charts inline SVG, no script), and shows every count below the small-cell
 * minimum as "<5".
 */
import type { FunnelFigures } from '../../../core/insights/funnel-arithmetic';
import type { CutConversion, InsightsReport } from '../../../core/insights/insights-report';
import { shownCount, shownShare, SMALL_CELL_MINIMUM } from '../../../core/insights/small-cell';
import { escapeHtml } from '../../html/escape-html';
import { barChartSvg, type Bar } from './bar-chart-svg';
import { formatSeconds } from './format-seconds';
import { STEP_COLUMNS, stepRows, totalsLine } from './step-rows';

const STYLE = `body{font-family:system-ui,sans-serif;color:#111827;max-width:760px;margin:2rem auto;padding:0 1rem;line-height:1.45}
h1{font-size:1.5rem;margin-bottom:.25rem}h2{font-size:1.15rem;margin-top:2rem;border-bottom:1px solid #e5e7eb;padding-bottom:.25rem}
h3{font-size:1rem;margin-bottom:.25rem}p.note{color:#4b5563;font-size:.9rem}
table{border-collapse:collapse;font-size:.85rem;margin:.5rem 0}td,th{padding:.2rem .6rem;border-bottom:1px solid #f3f4f6;text-align:right;white-space:nowrap}
td:first-child,th:first-child{text-align:left}svg{max-width:100%;height:auto}`;

const reachedBars = (funnel: FunnelFigures): Bar[] =>
  funnel.steps
    .filter((step) => step.reached > 0)
    .map((step) => ({ label: step.step, value: step.reached, text: shownCount(step.reached) }));

const dropOffBars = (funnel: FunnelFigures): Bar[] =>
  funnel.steps
    .filter((step) => step.reached > 0)
    .map((step) => ({ label: step.step, value: step.dropOff ?? 0, text: shownShare(step.exited, step.reached) }));

const conversionBars = (cuts: readonly CutConversion[]): Bar[] =>
  cuts.map((cut) => ({
    label: cut.value,
    value: cut.entered > 0 ? cut.conversions / cut.entered : 0,
    text: `${shownShare(cut.conversions, cut.entered)} of ${shownCount(cut.entered)}`,
  }));

const timeBars = (funnel: FunnelFigures): Bar[] =>
  funnel.steps
    .filter((step) => step.medianSeconds !== null)
    .map((step) => {
      const left = step.continued + step.converted;
      const suppressed = left < SMALL_CELL_MINIMUM;
      return {
        label: step.step,
        value: step.medianSeconds ?? 0,
        behind: step.p90Seconds ?? 0,
        text: suppressed ? `<${SMALL_CELL_MINIMUM}` : `${formatSeconds(step.medianSeconds)} / ${formatSeconds(step.p90Seconds)}`,
      };
    });

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const cells = (row: readonly string[], tag: string) => row.map((cell) => `<${tag}>${escapeHtml(cell)}</${tag}>`).join('');
  return `<table><thead><tr>${cells(header, 'th')}</tr></thead><tbody>${rows.map((row) => `<tr>${cells(row, 'td')}</tr>`).join('')}</tbody></table>`;
}

export function renderReportHtml(report: InsightsReport): string {
  const { funnel, partner } = report;
  const title = `${partner.name}: funnel insights, ${report.from} to ${report.to}`;
  const branches = report.branches
    .map(
      ({ value, funnel: branch }) =>
        `<h3>${escapeHtml(value)}</h3><p class="note">${escapeHtml(totalsLine(branch))}</p>${barChartSvg(`Reached, ${value}`, reachedBars(branch))}`,
    )
    .join('');
  const byCut = report.by
    ? `<h2>By ${escapeHtml(report.by)}</h2>` +
      report.byCut
        .map(
          ({ value, funnel: cut }) =>
            `<h3>${escapeHtml(value)}</h3><p class="note">${escapeHtml(totalsLine(cut))}</p>${table(STEP_COLUMNS, stepRows(cut))}`,
        )
        .join('')
    : '';
  const body = [
    `<h1>${escapeHtml(partner.name)}</h1>`,
    `<p>Funnel insights from ${escapeHtml(report.from)} to ${escapeHtml(report.to)} (days in the partner's time zone), made ${escapeHtml(report.madeAt.slice(0, 16).replace('T', ' '))} UTC.</p>`,
    `<p><strong>${escapeHtml(totalsLine(funnel))}</strong></p>`,
    `<p class="note">Counts below ${SMALL_CELL_MINIMUM} show as "&lt;${SMALL_CELL_MINIMUM}". Drop-off is the exits at a step ÷ the times it was reached.</p>`,
    '<h2>The funnel</h2>',
    barChartSvg('Times each step was reached', reachedBars(funnel)),
    '<h2>Funnel per branch (service type)</h2>',
    branches || '<p class="note">No visit has chosen a service type yet.</p>',
    '<h2>Drop-off per step</h2>',
    barChartSvg('Drop-off per step', dropOffBars(funnel), '#dc2626'),
    table(STEP_COLUMNS, stepRows(funnel)),
    '<h2>Conversion by source</h2>',
    barChartSvg('Conversion by source', conversionBars(report.conversionBy.source), '#059669'),
    '<h2>Conversion by day-price band</h2>',
    barChartSvg('Conversion by day-price band', conversionBars(report.conversionBy.dayPrice), '#059669'),
    '<h2>Conversion by device</h2>',
    barChartSvg('Conversion by device', conversionBars(report.conversionBy.device), '#059669'),
    '<h2>Time per step</h2>',
    '<p class="note">Median (dark) and 90th percentile (light) of the time spent on a step by the visits that left it forward.</p>',
    barChartSvg('Time per step', timeBars(funnel), '#7c3aed'),
    byCut,
  ].join('\n');
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>\n${body}\n</body></html>\n`;
}
