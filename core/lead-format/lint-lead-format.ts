/**
 * What `npm run check` says about a lead format beyond its schema (docs/LEADS.md, "CRM formats"): every lead field is
 * mapped or dropped, every field named exists, every enum value of ours has a target value, every required target
 * has a field, and a `note` event has a note target.
 */
import type { DescribedError } from '../check/describe-schema-errors';
import { isEnumMap, sourcesOf, type LeadFormat } from './lead-format';
import { within, type LeadField } from './lead-fields';
import { lintEnumMap } from './lint-enum-map';

/** How a lead field reaches the CRM: the targets of the fields reading it, or dropped; neither is a problem. */
export interface FieldCoverage {
  path: string;
  targets: string[];
  dropped: boolean;
}

export function formatCoverage(format: LeadFormat, fields: readonly LeadField[]): FieldCoverage[] {
  return fields.map(({ path }) => ({
    path,
    targets: format.fields.filter((field) => sourcesOf(field).some((source) => within(path, source))).map((field) => field.target),
    dropped: format.dropped.some((dropped) => within(path, dropped)),
  }));
}

export function lintLeadFormat(format: LeadFormat, fields: readonly LeadField[]): DescribedError[] {
  const problems: DescribedError[] = [];
  const known = (path: string) => fields.some((field) => within(field.path, path));
  const readBy = (path: string) => fields.filter((field) => within(field.path, path));
  const targets = new Set<string>();
  format.fields.forEach((field, index) => {
    const at = `/fields/${index}`;
    if (targets.has(field.target))
      problems.push({ pointer: `${at}/target`, message: `"${field.target}" is written by an earlier field too` });
    targets.add(field.target);
    const sources = sourcesOf(field);
    sources.forEach((source, i) => {
      if (!known(source)) {
        const pointer = typeof field.from === 'string' ? `${at}/from` : `${at}/from/${i}`;
        problems.push({ pointer, message: `"${source}" is not a field of the lead (schemas/lead.schema.json, docs/LEADS.md)` });
      }
    });
    if (isEnumMap(field.transform)) problems.push(...lintEnumMap(field.transform, sources.flatMap(readBy), `${at}/transform`));
  });
  format.dropped.forEach((dropped, index) => {
    const pointer = `/dropped/${index}`;
    if (dropped === 'answers')
      problems.push({ pointer, message: 'drop answers one by one ("answers.packing"), so a new step\'s answer is noticed' });
    else if (!known(dropped))
      problems.push({ pointer, message: `"${dropped}" is not a field of the lead (schemas/lead.schema.json, docs/LEADS.md)` });
    else if (format.fields.some((field) => sourcesOf(field).includes(dropped))) {
      problems.push({ pointer, message: `"${dropped}" is both mapped and dropped: keep one` });
    }
  });
  for (const coverage of formatCoverage(format, fields)) {
    if (coverage.targets.length === 0 && !coverage.dropped) {
      problems.push({
        pointer: '/dropped',
        message: `lead field "${coverage.path}" is neither mapped nor dropped: map it in "fields" or list it in "dropped"`,
      });
    }
  }
  format.required.forEach((target, index) => {
    if (!targets.has(target))
      problems.push({ pointer: `/required/${index}`, message: `required target "${target}" has no field: map a lead field to it` });
  });
  if (Object.values(format.events).includes('note') && !format.note) {
    problems.push({ pointer: '/note', message: 'an event is sent as a note: name the target the note is written into' });
  }
  return problems;
}
