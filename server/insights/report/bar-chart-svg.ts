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
const WIDTH = 720;
const TEXT_WIDTH = 160;
/** Room for a label of 13 px system-ui characters, a host name's included; a longer label is cut with an ellipsis. */
const CHAR_WIDTH = 8;
const LONGEST_LABEL = 44;

const shortened = (label: string) => (label.length > LONGEST_LABEL ? `${label.slice(0, LONGEST_LABEL - 1)}…` : label);

export function barChartSvg(title: string, bars: readonly Bar[], color = '#2563eb'): string {
  const largest = Math.max(1e-9, ...bars.map((bar) => Math.max(bar.value, bar.behind ?? 0)));
  const height = bars.length * ROW + 8;
  const longest = Math.max(0, ...bars.map((bar) => shortened(bar.label).length));
  const labelWidth = Math.round(Math.min(Math.max(longest * CHAR_WIDTH + 16, 140), 340));
  const barWidth = WIDTH - labelWidth - TEXT_WIDTH;
  const width = WIDTH;
  const scale = (value: number) => (value / largest) * barWidth;
  const rows = bars.map((bar, i) => {
    const y = i * ROW + 4;
    const suppressed = bar.text.startsWith('<');
    const behind =
      bar.behind !== undefined && !suppressed
        ? `<rect x="${labelWidth}" y="${y + 3}" width="${scale(bar.behind).toFixed(1)}" height="${ROW - 8}" fill="${color}" opacity="0.25"/>`
        : '';
    const front = suppressed
      ? ''
      : `<rect x="${labelWidth}" y="${y + 3}" width="${scale(bar.value).toFixed(1)}" height="${ROW - 8}" fill="${color}"/>`;
    return (
      `<text x="${labelWidth - 8}" y="${y + ROW / 2 + 4}" text-anchor="end">${escapeHtml(shortened(bar.label))}</text>` +
      behind +
      front +
      `<text x="${labelWidth + barWidth + 8}" y="${y + ROW / 2 + 4}">${escapeHtml(bar.text)}</text>`
    );
  });
  return (
    `<svg role="img" aria-label="${escapeHtml(title)}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-size="13" font-family="system-ui, sans-serif" fill="#111827">` +
    `<title>${escapeHtml(title)}</title>${rows.join('')}</svg>`
  );
}
