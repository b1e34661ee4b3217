/**
 * A lead event in a CRM's format (docs/LEADS.md, "CRM formats"): each field of the format from its lead fields and
 * transform, a partner's own enum map in place of the format's, the note of a `note` event written first in the note
 * target. Pure: the same event and format give the same body, so every attempt sends the same bytes.
 */
import { textOf } from './apply-transform';
import { applyTransform } from './apply-transform';
import { isEnumMap, sourcesOf, type EnumMapOverrides, type FormatAction, type LeadFormat } from './lead-format';
import { readLeadPath } from './read-lead-path';
import { setTarget } from './set-target';

/** The part of a lead event a format reads. */
export interface FormatInput {
  type: string;
  data: unknown;
}

export interface FormattedLead {
  body: Record<string, unknown>;
  /** Targets the CRM requires that got no value: the body must not be sent. */
  missing: string[];
}

/** What a note says: the event, the booking's reference and, for an update, each change. */
export function noteOf(event: FormatInput): string {
  const reference = textOf(readLeadPath(event.data, 'reference'));
  const changes = readLeadPath(event.data, 'changes');
  const lines = Array.isArray(changes)
    ? changes.map((change) => {
        const before = textOf(readLeadPath(change, 'before')) || 'none';
        const after = textOf(readLeadPath(change, 'after')) || 'none';
        return `${textOf(readLeadPath(change, 'field'))}: ${before} → ${after}`;
      })
    : [];
  return [`${event.type} ${reference}`, ...lines].join('\n');
}

export function applyLeadFormat(
  format: LeadFormat,
  event: FormatInput,
  action: Exclude<FormatAction, 'skip'> = 'create',
  overrides: EnumMapOverrides = {},
): FormattedLead {
  const body: Record<string, unknown> = {};
  const written = new Map<string, unknown>();
  for (const field of format.fields) {
    const sources = sourcesOf(field);
    const override = overrides[field.target];
    const transform = override && isEnumMap(field.transform) ? override : field.transform;
    const value =
      field.constant !== undefined
        ? field.constant
        : applyTransform(
            transform,
            sources.map((source) => readLeadPath(event.data, source)),
            sources,
          );
    if (value === null || value === undefined || value === '') continue;
    setTarget(body, field.target, value);
    written.set(field.target, value);
  }
  if (action === 'note' && format.note) {
    const earlier = written.get(format.note);
    const note = noteOf(event);
    const text = earlier === undefined ? note : `${note}\n\n${textOf(earlier)}`;
    setTarget(body, format.note, text);
    written.set(format.note, text);
  }
  return { body, missing: format.required.filter((target) => !written.has(target)) };
}
