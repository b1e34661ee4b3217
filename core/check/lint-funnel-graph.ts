import type { Condition, Edge, FlowDefinition, StepDefinition } from '../flow/step-definition';
import type { CheckProblem } from './check-problem';
import type { DefinitionFile } from './funnel-input';
import { jsonPointer } from './json-pointer';

/** Whether a condition reads the URL's query: such an edge is only taken after a link set it. */
function readsQuery(condition: Condition | undefined): boolean {
  if (condition === undefined) return false;
  if ('scope' in condition) return condition.scope.startsWith('query.');
  if ('all' in condition) return condition.all.some(readsQuery);
  if ('any' in condition) return condition.any.some(readsQuery);
  return readsQuery(condition.not);
}

/**
 * Forward successors of every step: its `next` targets, plus the route-order next unless an
 * edge without `when` always wins first, plus the flow's global `nextBefore` targets and the
 * step's buttons. `walking` keeps only what a customer walking forward can take: no edge that
 * needs a query set by a link (the summary's Edit return), no buttons. A step that can only loop
 * back on such a walk is a dead end even when a link's return would lead out.
 */
function successors(flow: FlowDefinition, steps: Map<string, StepDefinition>, walking: boolean): Map<string, string[]> {
  const result = new Map<string, string[]>();
  const usable = (edges: readonly Edge[]) => edges.filter((e) => !walking || !readsQuery(e.when));
  const global = usable(flow.nextBefore ?? []).map((e) => e.to);
  for (const [id, step] of steps) {
    const edges = usable(step.next ?? []);
    const targets = edges.map((e) => e.to);
    const alwaysTaken = edges.some((e) => e.when === undefined);
    const index = flow.steps.indexOf(id);
    const routeNext = index >= 0 ? flow.steps[index + 1] : undefined;
    if (!alwaysTaken && routeNext !== undefined) targets.push(routeNext);
    const buttons = walking ? [] : (step.buttons ?? []).flatMap((b) => (b.to === undefined ? [] : [b.to]));
    result.set(
      id,
      [...global, ...targets, ...buttons].filter((t) => steps.has(t)),
    );
  }
  return result;
}

function reachable(from: string, graph: Map<string, string[]>): Set<string> {
  const seen = new Set<string>([from]);
  const queue = [from];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const next of graph.get(id) ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

/**
 * The funnel as a graph: every flow entry has a step and every step is in the flow, ids and
 * paths are unique, every step is reachable from the first (landing), and every reachable step
 * but a linked one can still get to the last (complete): no dead ends.
 */
export function lintFunnelGraph(
  flowFile: DefinitionFile<FlowDefinition>,
  stepFiles: Array<DefinitionFile<StepDefinition>>,
): CheckProblem[] {
  const problems: CheckProblem[] = [];
  const flow = flowFile.data;
  const steps = new Map<string, StepDefinition>();
  const fileOf = new Map<string, string>();
  const pathOwner = new Map<string, string>();
  for (const { file, data: step } of stepFiles) {
    const first = fileOf.get(step.id);
    if (first) problems.push({ file, pointer: '/id', message: `duplicate step id "${step.id}" (also in ${first})` });
    else {
      steps.set(step.id, step);
      fileOf.set(step.id, file);
    }
    [step.path, ...(step.aliases ?? [])].forEach((path, i) => {
      const owner = pathOwner.get(path);
      const pointer = i === 0 ? '/path' : jsonPointer('aliases', i - 1);
      if (owner) problems.push({ file, pointer, message: `duplicate path "${path}" (also used by ${owner})` });
      else pathOwner.set(path, file);
    });
    if (!flow.steps.includes(step.id) && !(flow.linkedSteps ?? []).includes(step.id))
      problems.push({ file, pointer: '/id', message: `step "${step.id}" is not listed in ${flowFile.file} steps or linkedSteps` });
  }
  flow.steps.forEach((id, i) => {
    if (!steps.has(id))
      problems.push({ file: flowFile.file, pointer: jsonPointer('steps', i), message: `step "${id}" has no file in schemas/steps/` });
  });
  (flow.linkedSteps ?? []).forEach((id, i) => {
    if (!steps.has(id))
      problems.push({ file: flowFile.file, pointer: jsonPointer('linkedSteps', i), message: `step "${id}" has no file in schemas/steps/` });
    else if (flow.steps.includes(id))
      problems.push({
        file: flowFile.file,
        pointer: jsonPointer('linkedSteps', i),
        message: `step "${id}" is in steps too: a linked step is off the route`,
      });
  });
  const closed = flow.closedBooking;
  if (closed)
    [closed.to, ...closed.open].forEach((id, i) => {
      const pointer = i === 0 ? jsonPointer('closedBooking', 'to') : jsonPointer('closedBooking', 'open', i - 1);
      if (!steps.has(id)) problems.push({ file: flowFile.file, pointer, message: `step "${id}" has no file in schemas/steps/` });
    });
  const groups = new Set<string>();
  flow.groups.forEach((group, i) => {
    if (groups.has(group.id))
      problems.push({ file: flowFile.file, pointer: jsonPointer('groups', i, 'id'), message: `duplicate group id "${group.id}"` });
    groups.add(group.id);
  });

  const first = flow.steps[0];
  const last = flow.steps[flow.steps.length - 1];
  if (first === undefined || last === undefined || !steps.has(first)) return problems;
  const fromFirst = reachable(first, successors(flow, steps, false));
  const walking = successors(flow, steps, true);
  for (const id of steps.keys()) {
    const file = fileOf.get(id)!;
    if (!fromFirst.has(id)) {
      problems.push({
        file,
        pointer: '/id',
        message: `step "${id}" cannot be reached from "${first}" (no route order or next edge leads to it)`,
      });
      // A linked step (the manage page) is an end of its own: a customer arrives there by a link and leaves by its buttons.
    } else if (id !== last && !(flow.linkedSteps ?? []).includes(id) && !reachable(id, walking).has(last)) {
      const where = (steps.get(id)!.next ?? []).length > 0 ? '/next' : '/id';
      problems.push({
        file,
        pointer: where,
        message: `dead end: from step "${id}" no route order or next edge leads on to "${last}" (an Edit link's return does not count)`,
      });
    }
  }
  return problems;
}
