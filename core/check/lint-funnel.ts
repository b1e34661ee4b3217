import type { CheckProblem } from './check-problem';
import type { FunnelInput } from './funnel-input';
import { lintEdge } from './lint-edge';
import { lintFunnelGraph } from './lint-funnel-graph';
import { jsonPointer } from './json-pointer';
import { lintStep } from './lint-step';

/** A field must read the same message for a keyword on every step: the server translates its errors with one table. */
function lintMessageAgreement(steps: FunnelInput['steps']): CheckProblem[] {
  const first = new Map<string, { file: string; text: string }>();
  const problems: CheckProblem[] = [];
  for (const { file, data } of steps) {
    for (const [field, byKeyword] of Object.entries(data.messages ?? {})) {
      for (const [keyword, text] of Object.entries(byKeyword ?? {})) {
        const seen = first.get(`${field}.${keyword}`);
        if (!seen) first.set(`${field}.${keyword}`, { file, text: String(text) });
        else if (seen.text !== text) {
          problems.push({
            file,
            pointer: jsonPointer('messages', field, keyword),
            message: `"${field}" ${keyword} message differs from ${seen.file} ("${seen.text}")`,
          });
        }
      }
    }
  }
  return problems;
}

/**
 * Lints the whole funnel definition (README.md#folders): names against the registry, fields
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
  const flowEdges = (flow.data.nextBefore ?? []).flatMap((edge, i) =>
    lintEdge(edge, { ...context, file: flow.file, pointer: jsonPointer('nextBefore', i), kind: 'edge' }),
  );
  const { timeSlotGroup: holdGroup, earliestMoveDateDays: earliest, latestMoveDateDays: latest } = flow.data.constants;
  const constants: CheckProblem[] = [];
  if (!context.groupIds.has(holdGroup)) {
    constants.push({
      file: flow.file,
      pointer: '/constants/timeSlotGroup',
      message: `unknown progress group "${holdGroup}"; allowed: ${[...context.groupIds].join(', ')}`,
    });
  }
  const { estimateFrom } = flow.data.constants;
  if (estimateFrom !== undefined && !context.stepIds.has(estimateFrom)) {
    constants.push({
      file: flow.file,
      pointer: '/constants/estimateFrom',
      message: `unknown step "${estimateFrom}"; allowed: ${[...context.stepIds].join(', ')}`,
    });
  }
  // A window with no day in it would refuse every move date (docs/FUNNEL.md, "Business constants").
  if (latest <= earliest) {
    constants.push({
      file: flow.file,
      pointer: '/constants/latestMoveDateDays',
      message: `latest move date offset ${latest} must be greater than the earliest, ${earliest}`,
    });
  }
  // An arrival window that ends before it starts would put an impossible event in the customer's calendar.
  for (const [timeOfDay, { start, end }] of Object.entries(flow.data.constants.timeOfDayHours)) {
    if (end <= start) {
      constants.push({
        file: flow.file,
        pointer: `/constants/timeOfDayHours/${timeOfDay}`,
        message: `the ${timeOfDay} window must end after it starts (${start} to ${end})`,
      });
    }
  }
  return [
    ...flowEdges,
    ...constants,
    ...steps.flatMap((step) => lintStep(step, context)),
    ...lintMessageAgreement(steps),
    ...lintFunnelGraph(flow, steps),
  ];
}
