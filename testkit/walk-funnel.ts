/**
 * The customer's walk through the funnel in a browser, step by step as the funnel leads: each page the walk arrives
 * on is known by its address (the step files' `path`), answered, and left with its submit button, until the step
 * the walk stops at. The walk answers the demo funnel's steps that ask something (WALK_ANSWERS); any other step,
 * such as one added with JSON alone, gets No for each required yes/no question and its submit button, or the answer
 * a test passes for it (WalkOptions.answers). Which steps come, and in which order, is the flow's alone.
 */
import type { Page } from 'playwright-core';
import type { Funnel } from '../core/flow/funnel';
import { funnelDefinition } from '../core/flow/funnel-definition';
import type { StepDefinition } from '../core/flow/step-definition';
import {
  ADDRESSES,
  chooseMoveDate,
  chooseService,
  DESTINATION_DETAILS,
  enterAddress,
  fillLanding,
  fillPropertyDetails,
  HEADINGS,
  next,
  NOTES,
  onStep,
  ORIGIN_DETAILS,
  pick,
  type Address,
} from './funnel-steps';

export type Slug = 'bayside-movers' | 'summit-moving';

export interface Walk {
  slug: Slug;
  wide: boolean;
  /** Only bayside-movers (labor-only moves allowed) asks; summit-moving is always full service. */
  service?: 'Full service' | 'Labor only';
  origin: Address;
  destination?: Address;
  /** Query string for the landing page, e.g. '?serviceType=labor_only'. */
  query?: string;
}

/** How the walk answers one step it arrived on: fill it in, then leave it with its submit button. */
export type StepAnswer = (page: Page, walk: Walk, step: StepDefinition) => Promise<void>;

export interface WalkOptions {
  /** The funnel the server serves: the project's, or a copy's with a step of its own (tests/e2e/add-a-step-walk.test.ts). */
  funnel?: Funnel;
  /** Answers by step id, for a step the walk does not know or to answer one differently. */
  answers?: Readonly<Record<string, StepAnswer>>;
}

/** The walk most browser tests take: a full-service bayside-movers move from San Francisco to Cupertino. */
export function baysideFullService(wide: boolean): Walk {
  return { slug: 'bayside-movers', wide, service: 'Full service', origin: ADDRESSES.sanFrancisco, destination: ADDRESSES.cupertino };
}

/** The destination address (where full-service bookings are checked). */
export async function enterDestination(page: Page, destination: Address): Promise<void> {
  await enterAddress(page, HEADINGS.destinationAddress, destination.typed, destination.suggestion, 'Single family house');
}

/**
 * What the walk enters on the demo funnel's steps that ask something, by step id (tests/e2e/support/saved-walk.ts
 * saves the same answers): one bedroom, one piano, a note. The steps of the contents that ask nothing required are
 * passed with their button.
 */
const WALK_ANSWERS: Readonly<Record<string, StepAnswer>> = {
  landing: (page) => fillLanding(page),
  services: (page, walk) => chooseService(page, walk.service ?? 'Full service'),
  moveDate: async (page, walk) => void (await chooseMoveDate(page, walk.wide)),
  originAddress: (page, walk) => enterAddress(page, HEADINGS.originAddress, walk.origin.typed, walk.origin.suggestion),
  originPropertyDetails: (page, _walk, step) => fillPropertyDetails(page, step.heading ?? '', ORIGIN_DETAILS),
  destinationAddress: (page, walk) => enterDestination(page, walk.destination ?? ADDRESSES.cupertino),
  destinationPropertyDetails: (page, _walk, step) => fillPropertyDetails(page, step.heading ?? '', DESTINATION_DETAILS),
  moveContentsLivingAreas: async (page) => {
    await onStep(page, HEADINGS.livingAreas);
    await page.getByRole('button', { name: 'Add one bedroom' }).click();
    await page.getByRole('button', { name: 'Add one bedroom' }).click();
    await next(page);
  },
  specialtyItemsFurniture: async (page, _walk, step) => {
    await onStep(page, step.heading ?? '');
    await page.getByRole('button', { name: 'Add one upright piano' }).click();
    await next(page);
  },
  additionalNotes: async (page, _walk, step) => {
    await onStep(page, step.heading ?? '');
    await page.getByRole('textbox').fill(NOTES);
    await next(page);
  },
};

/** A step the walk has no answer for: No to each required yes/no question it shows, then its submit button. */
const answerByDefault: StepAnswer = async (page, _walk, step) => {
  if (step.heading) await onStep(page, step.heading);
  for (const name of step.required ?? []) {
    const field = step.fields[name];
    if (field?.widget !== 'yesNo' || !field.label) continue;
    const question = page.getByRole('radiogroup', { name: field.label });
    if (await question.isVisible()) await pick(question, 'No', page);
  }
  await next(page, step.copy?.submit ?? 'Next');
};

/** The step whose page `url` is, on `slug`'s funnel. */
function stepAt(funnel: Funnel, slug: string, url: URL): StepDefinition | undefined {
  return Object.values(funnel.steps).find((step) =>
    [step.path, ...(step.aliases ?? [])].some((path) => url.pathname === `/partners/${slug}${path}`),
  );
}

/**
 * From the page the browser is on, each step as it comes: answered until the walk arrives on `stop.at` (left
 * unanswered, its heading shown) or has answered `stop.after`. The ids of the steps answered, in order.
 */
async function walkSteps(page: Page, walk: Walk, stop: { at?: string; after?: string }, options: WalkOptions): Promise<string[]> {
  const funnel = options.funnel ?? funnelDefinition;
  const answers = { ...WALK_ANSWERS, ...options.answers };
  const walked: string[] = [];
  for (let left = funnel.flow.steps.length; left > 0; left--) {
    const previous = walked.at(-1);
    // The next page is the one whose address names another step (a client-side navigation changes only the address).
    await page.waitForURL((url) => (stepAt(funnel, walk.slug, url)?.id ?? previous) !== previous);
    const step = stepAt(funnel, walk.slug, new URL(page.url()))!;
    if (step.id === stop.at) {
      if (step.heading) await onStep(page, step.heading);
      return walked;
    }
    await (answers[step.id] ?? answerByDefault)(page, walk, step);
    walked.push(step.id);
    if (step.id === stop.after) return walked;
  }
  throw new Error(`The walk went through ${walked.join(', ')} and never reached ${stop.at ?? stop.after}`);
}

/** From the landing page through the origin details (where labor-only bookings are checked). */
export async function walkThroughOrigin(page: Page, walk: Walk, options: WalkOptions = {}): Promise<void> {
  await page.goto(`/partners/${walk.slug}/book${walk.query ?? ''}`);
  await walkSteps(page, walk, { after: 'originPropertyDetails' }, options);
}

/** A whole serviceable walk from the landing page up to the summary; the steps answered on the way. */
export async function walkToSummary(page: Page, walk: Walk, options: WalkOptions = {}): Promise<string[]> {
  await page.goto(`/partners/${walk.slug}/book${walk.query ?? ''}`);
  return walkSteps(page, walk, { at: 'summary' }, options);
}
