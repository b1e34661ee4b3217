/**
 * The closed set of transforms a lead format may use (core/lead-format/lead-format.ts): pure functions of the
 * source values, null when there is nothing to write (the field is then left out of the CRM's body).
 */
import { isRecord } from '../is-record';
import type { FieldTransform, FormatScalar } from './lead-format';

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** "YYYY-MM-DD" or an ISO time's date in a pattern of YYYY, MM and DD. */
export function formatDate(value: unknown, pattern: string): string | null {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!match) return null;
  const [, year, month, day] = match;
  return pattern.replace('YYYY', year!).replace('MM', month!).replace('DD', day!);
}

/** A US number as ten digits (a leading country code 1 dropped), or as 415-555-0100; null unless ten digits remain. */
export function formatPhone(value: unknown, style: 'digits' | 'dashes'): string | null {
  if (typeof value !== 'string') return null;
  const all = value.replace(/\D/g, '');
  const digits = all.length === 11 && all.startsWith('1') ? all.slice(1) : all;
  if (digits.length !== 10) return null;
  return style === 'digits' ? digits : `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** A value as one line of text: an answer in the funnel's words, a list comma-separated, an object its values. */
export function textOf(value: unknown): string {
  if (isEmpty(value)) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join(', ');
  if (isRecord(value)) {
    if (typeof value.label === 'string' && typeof value.valueLabel === 'string')
      return `${value.label}${/[?:]$/.test(value.label) ? ' ' : ': '}${value.valueLabel}`;
    return Object.values(value).map(textOf).filter(Boolean).join(', ');
  }
  return '';
}

/** The parts a join writes for one source: each answer of `answers` its own part. */
function partsOf(value: unknown, source: string): string[] {
  if (source === 'answers' && isRecord(value)) return Object.values(value).map(textOf).filter(Boolean);
  const text = textOf(value);
  return text ? [text] : [];
}

function roundTo(value: unknown, places: number): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}

/**
 * The value of one format field from its sources' values (`sources[i]` holds `values[i]`): a join reads them all,
 * every other transform the first with a value.
 */
export function applyTransform(transform: FieldTransform | undefined, values: readonly unknown[], sources: readonly string[]): unknown {
  if (transform && 'join' in transform) {
    const parts = values.flatMap((value, index) => {
      const source = sources[index] ?? '';
      const label = transform.labels?.[source];
      return partsOf(value, source).map((part) => (label ? `${label}: ${part}` : part));
    });
    return parts.length > 0 ? parts.join(transform.join) : null;
  }
  const value = values.find((candidate) => !isEmpty(candidate));
  if (value === undefined) return null;
  if (!transform) return value;
  if ('date' in transform) return formatDate(value, transform.date);
  if ('phone' in transform) return formatPhone(value, transform.phone);
  if ('round' in transform) return roundTo(value, transform.round);
  const mapped: FormatScalar | undefined = transform.map[String(value)] ?? transform.otherwise;
  return mapped ?? null;
}
