/** `npm run insights`'s text: the funnel step by step, and the cut asked for, as aligned columns. */
import type { InsightsReport } from '../../../core/insights/insights-report';
import { shownCount, shownShare } from '../../../core/insights/small-cell';
import { STEP_COLUMNS, stepRows, totalsLine } from './step-rows';

function columns(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows.map((row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')).join('\n');
}

export function reportTable(report: InsightsReport): string {
  const lines = [
    `${report.partner.name}: ${report.from} to ${report.to}`,
    totalsLine(report.funnel),
    '',
    columns([STEP_COLUMNS, ...stepRows(report.funnel)]),
  ];
  if (report.by) {
    lines.push('', `By ${report.by}:`);
    lines.push(
      columns([
        [report.by, 'entered', 'conversions', 'conversion'],
        ...report.byCut.map(({ value, funnel }) => [
          value,
          shownCount(funnel.entered),
          shownCount(funnel.conversions),
          shownShare(funnel.conversions, funnel.entered),
        ]),
      ]),
    );
    for (const { value, funnel } of report.byCut)
      lines.push('', `${report.by} = ${value}: ${totalsLine(funnel)}`, columns([STEP_COLUMNS, ...stepRows(funnel)]));
  }
  return lines.join('\n');
}
