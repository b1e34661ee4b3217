import { funnelStep } from './funnel';
import { funnelDefinition } from './funnel-definition';

/** The URL of a step for a partner, with an optional query (docs/FUNNEL.md#screens-and-routes: every route sits under /partners/{slug}). */
export function funnelPath(slug: string, stepId: string, query?: Record<string, string>): string {
  const path = `/partners/${encodeURIComponent(slug)}${funnelStep(funnelDefinition, stepId).path}`;
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}
