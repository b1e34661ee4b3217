import { isRecord } from '../is-record';
import type { DescribedError } from './describe-schema-errors';
import { jsonPointer } from './json-pointer';
import { lintCondition } from './lint-condition';
import type { SchemaNode } from './schema-at-path';

/** What a partner's fees may name: the funnel's count and yes/no fields, and the schemas conditions are linted against. */
export interface FeeFields {
  countFields: ReadonlySet<string>;
  yesNoFields: ReadonlySet<string>;
  bookingSchema: SchemaNode;
  partnerSchema: SchemaNode;
}

/** Each `when` of a fee, linted as every condition is (scopes that name something, values that property can hold). */
function conditionProblems(when: unknown, pointer: string, fields: FeeFields): DescribedError[] {
  if (when === undefined) return [];
  const site = { file: '', pointer, bookingSchema: fields.bookingSchema, partnerSchema: fields.partnerSchema };
  return lintCondition(when, site).map(({ pointer: at, message }) => ({ pointer: at, message }));
}

const unknownName = (pointer: string, kind: string, name: string, allowed: ReadonlySet<string>): DescribedError => ({
  pointer,
  message: `no step asks for a ${kind} named "${name}", so this fee would never be charged; fees are for: ${[...allowed].join(', ')}`,
});

/**
 * The checks of `pricing.itemFees` and `pricing.fees` the schema cannot make: a fee names a count (or a yes/no
 * answer) some step asks for, and its condition is a sound one. `skip` tells which part the schema already faulted.
 */
export function lintPartnerFees(pricing: Record<string, unknown>, fields: FeeFields, skip: (pointer: string) => boolean): DescribedError[] {
  const problems: DescribedError[] = [];
  if (isRecord(pricing.itemFees) && !skip('/pricing/itemFees')) {
    for (const [field, fee] of Object.entries(pricing.itemFees)) {
      const pointer = jsonPointer('pricing', 'itemFees', field);
      if (!fields.countFields.has(field)) problems.push(unknownName(pointer, 'count', field, fields.countFields));
      if (isRecord(fee)) problems.push(...conditionProblems(fee.when, `${pointer}/when`, fields));
    }
  }
  if (isRecord(pricing.fees) && !skip('/pricing/fees')) {
    for (const [name, fee] of Object.entries(pricing.fees)) {
      if (!isRecord(fee)) continue;
      const pointer = jsonPointer('pricing', 'fees', name);
      if (typeof fee.count === 'string' && !fields.countFields.has(fee.count))
        problems.push(unknownName(`${pointer}/count`, 'count', fee.count, fields.countFields));
      if (typeof fee.answer === 'string' && !fields.yesNoFields.has(fee.answer))
        problems.push(unknownName(`${pointer}/answer`, 'yes/no answer', fee.answer, fields.yesNoFields));
      problems.push(...conditionProblems(fee.when, `${pointer}/when`, fields));
    }
  }
  return problems;
}
