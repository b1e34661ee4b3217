/**
 * The funnel definition language: the shape of `schemas/flow.json` and `schemas/steps/*.json`.
 * `schemas/step.schema.json` is the meta-schema that checks these files; keep both in step.
 */
import type { FlowConstants } from './flow-constants';
import type { PlacedAddresses } from './placed-addresses';
import type { ActionName, ViewName, WidgetName } from '../registry-names';

/** A JSON-Forms-style condition over the context `{ booking, partner, query, location, serviceability, placed }`. */
export type Condition = { scope: string; schema: ConditionSchema } | { all: Condition[] } | { any: Condition[] } | { not: Condition };

/** The subset of JSON Schema a condition may test a value with (no compiler needed at run time). */
export interface ConditionSchema {
  const?: unknown;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  /** true: the value is present (not undefined, null or ''); false: it is absent. */
  present?: boolean;
}

/** What conditions see. `query` holds the current URL's search parameters. */
export interface ConditionContext {
  booking: Record<string, unknown>;
  partner: Record<string, unknown>;
  query: Record<string, string>;
  location?: Record<string, unknown> | null;
  /** The step being shown, so global edges can skip some steps. */
  step?: { id: string; group?: string };
  /**
   * The verdict on the booking's server-derived distance and states (core/flow/serviceability-context.ts);
   * absent or null while the addresses the service type needs are not all known.
   */
  serviceability?: ServiceabilityContext | null;
  /**
   * `placed.originAddress`, `placed.destinationAddress`: whether each address line is given and was
   * placed (core/flow/placed-addresses.ts); derived from the booking when absent.
   */
  placed?: PlacedAddresses;
}

/** `serviceability.*` in conditions: `reason` is null while serviceable. */
export interface ServiceabilityContext {
  serviceable: boolean;
  reason: string | null;
}

/** One choice of an enum field, as shown by choice widgets. */
export interface FieldOption {
  value: string | number | boolean;
  label: string;
  /** Second line under the label, e.g. '8AM to Noon'. */
  description?: string;
  /** Icon name from the renderer's icon set. */
  icon?: string;
}

/** One field of a step. Its JSON Schema comes from `booking.schema.json`, narrowed by `schema`. */
export interface FieldDefinition {
  widget: WidgetName;
  label?: string;
  /** Second line under the label, e.g. '150-500 lbs' for a light safe. */
  description?: string;
  /** Visually hidden label (still read by screen readers). */
  hideLabel?: boolean;
  placeholder?: string;
  tooltip?: string;
  mask?: string;
  options?: FieldOption[];
  /** Extra JSON Schema keywords that narrow the booking property on this step (limits, fewer choices); never a `type`. */
  schema?: Record<string, unknown>;
  /** Free widget options passed through as `ui:options`. */
  widgetOptions?: Record<string, unknown>;
  /**
   * The value counts as an answer only while this holds (`placed.originAddress`: a line the server
   * placed); otherwise the field is unanswered, so a required one shows its `required` message and
   * its step is unfinished.
   */
  answeredWhen?: Condition;
}

/** Per field, per JSON Schema keyword: the exact message (docs/FUNNEL.md#validation). `{min}`, `{max}`, `{date}` are filled at run time. */
export type StepMessages = Record<
  string,
  Partial<
    Record<
      | 'required'
      | 'format'
      | 'pattern'
      | 'minimum'
      | 'maximum'
      | 'minLength'
      | 'maxLength'
      | 'type'
      | 'enum'
      | 'formatMinimum'
      | 'fullyBooked'
      | 'closed'
      | 'formatMaximum',
      string
    >
  >
>;

export type Rule =
  | { effect: 'hide'; field: string; when: Condition }
  | { effect: 'hideOption'; field: string; option: string | number | boolean; when: Condition };

/**
 * A rule across fields, some maybe asked on earlier steps (their values come from the booking):
 * `minimumTotal` holds when the counts of `fields` add up to at least `minimum`. Its message
 * shows on `field`, a field of this step, like that field's own errors.
 */
export interface StepCheck {
  check: 'minimumTotal';
  fields: string[];
  minimum: number;
  field: string;
  message: string;
}

/** One block of the summary view: booking values with an Edit link to the step that asks for them. */
export interface SummaryBlock {
  id: string;
  label: string;
  /** Step the Edit link opens (with `?checkout=true`, so its next returns to the summary). */
  editStep: string;
  /** Booking properties shown, in order; labels come from the step that asks for each field. */
  fields: string[];
  /** `values` (default): each value, formatted by its booking schema; `counts`: the total and the non-zero counts. */
  display?: 'values' | 'counts';
  /** The block shows only while this holds (e.g. destination hidden for labor_only). */
  when?: Condition;
}

/** A query value an edge adds: a fixed string, or the value at a context scope such as `serviceability.reason`. */
export type EdgeQueryValue = string | { from: string };

/** The conversions an edge may record before it is taken (the server checks them against the same edges). */
export type EdgeConversion = 'pay_later' | 'unserviceable';

/** A navigation edge: the first whose `when` holds (or that has none) wins. */
export interface Edge {
  when?: Condition;
  to: string;
  /** Query parameters the target gets, e.g. `{ status: 'unserviceable', reason: { from: 'serviceability.reason' } }`. */
  query?: Record<string, EdgeQueryValue>;
  /** Keep the current query string (before `query`), e.g. processing -> complete keeps `status`. */
  keepQuery?: boolean;
  /** Taking this edge first records this conversion; an unserviceable one takes its reason from `query.reason`. */
  convert?: EdgeConversion;
}

/** A link button of a view (the complete page's), shown while `when` holds. */
export interface StepButton {
  when?: Condition;
  /** Key of the step's `copy` for the label. */
  copy: string;
  /** A step of the funnel... */
  to?: string;
  query?: Record<string, EdgeQueryValue>;
  /** ...or an address read from the context, e.g. `partner.website`. */
  hrefFrom?: string;
  /** ...or an action: `newQuote` starts a new quote in this browser (Restart's POST), leaving the booking as stored. */
  action?: 'newQuote';
  /** `primary` (default) or `secondary`. */
  style?: 'primary' | 'secondary';
}

export interface StepDefinition {
  $schema?: string;
  /** camelCased path after `/book/` (docs/FUNNEL.md#screens-and-routes), e.g. `originPropertyDetails`; `landing` for `/book`. */
  id: string;
  /** Path under `/partners/{slug}`, e.g. `/book/origin/property-details`. */
  path: string;
  /** Extra paths that show the same step, e.g. `/book/landing`. */
  aliases?: string[];
  /** Progress group id from flow.json, absent for steps outside the stepper. */
  group?: string;
  layout?: { fullWidth?: boolean; landing?: boolean };
  /** The page component; `form` (default) renders `fields` with RJSF. */
  view?: ViewName;
  title?: string;
  heading?: string;
  subheading?: string;
  /** Named texts the view shows (button labels, notes, notices). */
  copy?: Record<string, string>;
  fields: Record<string, FieldDefinition>;
  /**
   * The step belongs to the booking's funnel only while this holds (docs/FUNNEL.md, "Flow and navigation"): a hidden
   * step is passed by, its address leads on, and its answers are absent (core/flow/step-shown.ts).
   */
  showWhen?: Condition;
  /** Field order; defaults to the order of `fields`. */
  order?: string[];
  required?: string[];
  messages?: StepMessages;
  rules?: Rule[];
  /** Rules across fields, checked after each field's own (docs/FUNNEL.md, Validation). */
  checks?: StepCheck[];
  next?: Edge[];
  back?: Edge[];
  onSubmit?: ActionName[];
  /**
   * The query parameters the card provider's return carries (`setup_intent`, a deposit's `payment_intent`): with one, this step is
   * served before the server has recorded the conversion, since the page itself asks the server to
   * check the card (docs/FUNNEL.md, "Flow and navigation").
   */
  returnQuery?: readonly string[];
  /** The summary view's blocks (view `summary` only). */
  summaryBlocks?: SummaryBlock[];
  /** Link buttons the view shows (the complete page's, per status). */
  buttons?: StepButton[];
}

export interface ProgressGroup {
  id: string;
  label: string;
}

/** `schemas/flow.json`: route order, progress groups and edges that apply to every step. */
export interface FlowDefinition {
  $schema?: string;
  /** Step ids in route order; default `next` and `back` follow it. */
  steps: string[];
  /** Steps outside the route, opened by a link (the manage page): shown to a finished booking only (core/flow/step-redirect.ts). */
  linkedSteps?: string[];
  /** Where a cancelled booking, or a reservation past its cut-off, is sent from every step but `open` (core/flow/closed-booking.ts). */
  closedBooking?: { to: string; open: string[] };
  groups: ProgressGroup[];
  /** Edges tried before a step's own `next` (e.g. an Edit link's `checkout=true` returns to the summary). */
  nextBefore?: Edge[];
  constants: FlowConstants;
}
