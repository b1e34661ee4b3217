import type { Edge, StepButton } from '../flow/step-definition';
import type { CheckProblem } from './check-problem';
import { jsonPointer } from './json-pointer';
import { lintCondition, scopeSchema, type ConditionSite } from './lint-condition';

/** Where an edge or button sits and the step ids it may lead to. */
export interface EdgeSite extends ConditionSite {
  stepIds: ReadonlySet<string>;
  /** What the message calls it, e.g. 'next edge', 'button'. */
  kind: string;
  /** The step's copy keys, for a button's label; unchecked when absent. */
  copyKeys?: ReadonlySet<string>;
}

/**
 * One navigation edge or button: its target is a step, its condition and every `{ from }` scope
 * of its query name something real, and an unserviceable conversion says its reason in the query.
 * See docs/FUNNEL.md, "Flow and navigation".
 */
export function lintEdge(edge: Partial<Edge & StepButton>, site: EdgeSite): CheckProblem[] {
  const problems: CheckProblem[] = [];
  const at = (suffix: string, message: string) => problems.push({ file: site.file, pointer: site.pointer + suffix, message });
  if (edge.to !== undefined && !site.stepIds.has(edge.to)) at('/to', `${site.kind} to "${edge.to}", which is no step`);
  if (edge.when !== undefined) problems.push(...lintCondition(edge.when, { ...site, pointer: `${site.pointer}/when` }));
  for (const [name, value] of Object.entries(edge.query ?? {})) {
    if (typeof value === 'string') continue;
    const named = scopeSchema(value.from, site);
    if (typeof named === 'string') at(`${jsonPointer('query', name)}/from`, named);
  }
  if (edge.convert === 'unserviceable' && edge.query?.reason === undefined) {
    at('/query', 'an unserviceable conversion needs its reason: add query.reason, e.g. { "from": "serviceability.reason" }');
  }
  if (edge.hrefFrom !== undefined) {
    const named = scopeSchema(edge.hrefFrom, site);
    if (typeof named === 'string') at('/hrefFrom', named);
  }
  const leads = [edge.to, edge.hrefFrom, edge.action].filter((target) => target !== undefined).length;
  if (site.kind === 'button' && leads !== 1) {
    at('', 'a button leads to a step (to), to an address (hrefFrom) or does an action (action): exactly one');
  }
  if (edge.copy !== undefined && site.copyKeys && !site.copyKeys.has(edge.copy))
    at('/copy', `button label "${edge.copy}" is not a key of this step's copy`);
  return problems;
}
