import type { CheckProblem } from './check-problem';
import type { FunnelInput } from './funnel-input';
import { lintCondition } from './lint-condition';
import { lintFunnelGraph } from './lint-funnel-graph';
import { lintStep } from './lint-step';
import { jsonPointer } from './json-pointer';

/**
 * Lints the whole funnel definition (DESIGN.md section 2): names against the registry, fields
 * against the booking schema, conditions against booking and partner properties, and the
 * navigation graph. Pure: no files, no Node APIs; the caller reads and meta-validates the files.
 */
export function lintFunnel(input: FunnelInput): CheckProblem[] {
  const { flow, steps } = input;
  const context = {
    bookingSchema: input.bookingSchema,
    partnerSchema: input.partnerSchema,
    names: input.names,
    stepIds: new Set(steps.map((s) => s.data.id)),
    groupIds: new Set(flow.data.groups.map((g) => g.id)),
  };
  const flowConditions = (flow.data.nextBefore ?? []).flatMap((edge, i) =>
    edge.when === undefined
      ? []
      : lintCondition(edge.when, { ...context, file: flow.file, pointer: jsonPointer('nextBefore', i, 'when') }),
  );
  return [...flowConditions, ...steps.flatMap((step) => lintStep(step, context)), ...lintFunnelGraph(flow, steps)];
}
