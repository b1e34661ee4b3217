/**
 * A horizontal bar chart as inline SVG (the report loads nothing: no script, no font, no image). Each bar is a label,
 * a value and its shown text; a bar whose text is suppressed ("<5") is drawn with no length, since its length would
 * tell the count.
 */
import { escapeHtml } from '../../html/escape-html';

export interface Bar {
  label: string;
  value: number;
  text: string;
  /** A second, lighter value behind the first (p90 behind the median). */
  behind?: number;
}

const ROW = 24;
const LABEL_WIDTH = 250;
const BAR_WIDTH = 310;
const TEXT_WIDTH = 160;

export function barChartSvg(title: string, bars: readonly Bar[], color = '#2563eb'): string {
  const largest = Math.max(1e-9, ...bars.map((bar) => Math.max(bar.value, bar.behind ?? 0)));
  const height = bars.length * ROW + 8;
  const width = LABEL_WIDTH + BAR_WIDTH + TEXT_WIDTH;
  const scale = (value: number) => (value / largest) * BAR_WIDTH;
  const rows = bars.map((bar, i) => {
    const y = i * ROW + 4;
    const suppressed = bar.text.startsWith('<');
    const behind =
      bar.behind !== undefined && !suppressed
        ? `<rect x="${LABEL_WIDTH}" y="${y + 3}" width="${scale(bar.behind).toFixed(1)}" height="${ROW - 8}" fill="${color}" opacity="0.25"/>`
        : '';
    const front = suppressed
      ? ''
      : `<rect x="${LABEL_WIDTH}" y="${y + 3}" width="${scale(bar.value).toFixed(1)}" height="${ROW - 8}" fill="${color}"/>`;
    return (
      `<text x="${LABEL_WIDTH - 8}" y="${y + ROW / 2 + 4}" text-anchor="end">${escapeHtml(bar.label)}</text>` +
      behind +
      front +
      `<text x="${LABEL_WIDTH + BAR_WIDTH + 8}" y="${y + ROW / 2 + 4}">${escapeHtml(bar.text)}</text>`
    );
  });
  return (
    `<svg role="img" aria-label="${escapeHtml(title)}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-size="13" font-family="system-ui, sans-serif" fill="#111827">` +
    `<title>${escapeHtml(title)}</title>${rows.join('')}</svg>`
  );
}
