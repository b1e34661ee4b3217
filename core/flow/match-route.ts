import type { StepDefinition } from './step-definition';

/** A path matched to a step. */
export interface RouteMatch {
  step: StepDefinition;
  slug: string;
  /** The route pattern that matched, e.g. `/partners/:slug/book/landing`. */
  pattern: string;
}

/** The route patterns of a step: its path and aliases under `/partners/:slug`. */
export function routePatterns(step: StepDefinition): string[] {
  return [step.path, ...(step.aliases ?? [])].map((p) => `/partners/:slug${p}`);
}

/**
 * docs/FUNNEL.md#screens-and-routes: a route is found by comparing the path, with its slug segment replaced by
 * `:slug`, with each step's patterns, ignoring case as the browser's router does: `/BOOK/CHECKOUT` is the
 * checkout, and the server's deep-link rule judges it so. Null for an unknown path (the 404 page).
 */
export function matchRoute(pathname: string, steps: readonly StepDefinition[]): RouteMatch | null {
  const path = pathname.replace(/[?#].*$/, '');
  const segments = path.split('/');
  // ['', 'partners', slug, ...rest]
  if (segments[0] !== '' || segments[1] !== 'partners' || !segments[2]) return null;
  const slug = decodeURIComponent(segments[2]);
  const normalized = ['', 'partners', ':slug', ...segments.slice(3)]
    .join('/')
    .replace(/(.)\/+$/, '$1')
    .toLowerCase();
  for (const step of steps) {
    const pattern = routePatterns(step).find((p) => p.toLowerCase() === normalized);
    if (pattern) return { step, slug, pattern };
  }
  return null;
}
