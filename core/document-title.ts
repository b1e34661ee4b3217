import type { Funnel } from './flow/funnel';
import type { StepDefinition } from './flow/step-definition';

/** A browser tab's title: the page, then the partner ('Move date · Bayside Movers'). */
export function documentTitle(page: string, partnerName: string): string {
  return `${page} · ${partnerName}`;
}

/**
 * What a step is called in the tab, from its data: its `title`, led by its progress group's label
 * when another step has the same title ('Origin address', 'Destination property details'); a step
 * without a title (landing) uses its heading; a step with neither, its id ('Processing').
 */
export function stepPageName(funnel: Funnel, step: StepDefinition): string {
  if (step.title) {
    const shared = Object.values(funnel.steps).some((other) => other.id !== step.id && other.title === step.title);
    const group = funnel.flow.groups.find((g) => g.id === step.group);
    return shared && group ? `${group.label} ${step.title.toLowerCase()}` : step.title;
  }
  if (step.heading) return step.heading;
  return step.id.charAt(0).toUpperCase() + step.id.slice(1);
}

/** The tab title of a step page: 'Move date · Bayside Movers'. */
export function stepDocumentTitle(funnel: Funnel, step: StepDefinition, partnerName: string): string {
  return documentTitle(stepPageName(funnel, step), partnerName);
}
