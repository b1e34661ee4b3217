/**
 * What an edit changed in a lead (docs/LEADS.md, `changes`): every value whose dotted path differs between the lead
 * before and after, leaves only (an address's `city`, not the whole `address`), arrays compared whole. The lead's own
 * bookkeeping (times, version, the changes of an earlier event) and its `answers` (the same values again) are not
 * changes to report.
 */
import { isRecord } from '../../../core/is-record';
import type { Lead, LeadChange } from './lead';

// `answers` repeats, in the funnel's words, the fields the lead already carries (move.date, origin.address…): its
// changes would name each edit twice.
const NOT_CHANGES = new Set(['version', 'createdAt', 'updatedAt', 'convertedAt', 'changes', 'answers']);

function leaves(value: unknown, path: string, into: Map<string, unknown>): void {
  if (isRecord(value) && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value)) leaves(inner, path ? `${path}.${key}` : key, into);
  } else {
    into.set(path, value ?? null);
  }
}

function leavesOf(lead: Lead): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(lead)) if (!NOT_CHANGES.has(key)) leaves(value, key, found);
  return found;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function leadChanges(before: Lead, after: Lead): LeadChange[] {
  const [was, is] = [leavesOf(before), leavesOf(after)];
  const fields = [...new Set([...was.keys(), ...is.keys()])];
  return fields
    .map((field) => ({ field, before: was.get(field) ?? null, after: is.get(field) ?? null }))
    .filter((change) => !same(change.before, change.after));
}

/** An earlier event's changes followed by newer ones: each field from its first `before` to its last `after`. */
export function mergeLeadChanges(earlier: readonly LeadChange[], later: readonly LeadChange[]): LeadChange[] {
  const merged = new Map<string, LeadChange>(earlier.map((change) => [change.field, change]));
  for (const change of later) {
    const first = merged.get(change.field);
    merged.set(change.field, { field: change.field, before: first ? first.before : change.before, after: change.after });
  }
  return [...merged.values()].filter((change) => !same(change.before, change.after));
}
