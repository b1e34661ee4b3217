/**
 * The funnel of a set of counts (docs/PARTNERS.md, "Reading the insights report"), on the graph the flow makes:
 * per step, the times it was reached, continued along each edge, left for another cut, converted at, and exited at
 * (what is left: nobody writes an exit, a visit that stops moving has one). Drop-off is exits ÷ times reached, the
 * formula that holds on a branching funnel. Every entry ends in exactly one exit, conversion or move to another cut,
 * so `entered = exits + conversions + movedOut` holds exactly, and over the whole funnel (no cut) `starts = exits +
 * conversions`.
 */
import { histogramQuantile } from './histogram-quantile';
import type { InsightRow } from './insight-row';
import { CONVERT, RECUT, START, TIME_BUCKET_BOUNDS_SECONDS } from './insight-vocabulary';

export interface StepFigures {
  step: string;
  reached: number;
  /** Moves along each edge out of the step, by the step they led to. */
  edges: Record<string, number>;
  continued: number;
  /** Conversions at the step, by type. */
  conversions: Record<string, number>;
  converted: number;
  /** Visits whose service type or day price changed here: they continue in another cut. */
  movedOut: number;
  exited: number;
  /** exited ÷ reached; null when never reached. */
  dropOff: number | null;
  /** Visits by time-on-step bucket (./insight-vocabulary.ts), of those that left the step. */
  histogram: number[];
  medianSeconds: number | null;
  p90Seconds: number | null;
}

export interface FunnelFigures {
  /** First page views. */
  starts: number;
  /** Starts and visits that entered from another cut. */
  entered: number;
  exits: number;
  conversions: number;
  /** Conversions by type. */
  conversionsByType: Record<string, number>;
  movedOut: number;
  /** conversions ÷ entered; null without entries. */
  conversionRate: number | null;
  /** In `order` (the flow's steps), then any other step the counts name. */
  steps: StepFigures[];
}

const add = (record: Record<string, number>, key: string, visits: number) => {
  record[key] = (record[key] ?? 0) + visits;
};

function emptyStep(step: string): StepFigures {
  return {
    step,
    reached: 0,
    edges: {},
    continued: 0,
    conversions: {},
    converted: 0,
    movedOut: 0,
    exited: 0,
    dropOff: null,
    histogram: TIME_BUCKET_BOUNDS_SECONDS.map(() => 0).concat(0),
    medianSeconds: null,
    p90Seconds: null,
  };
}

/**
 * `rows`: counts of one cut (all of one slice's value), or of the whole funnel with `wholeFunnel` true, where the
 * rows of visits changing cut cancel and are left out.
 */
export function funnelFigures(rows: readonly InsightRow[], order: readonly string[], wholeFunnel: boolean): FunnelFigures {
  const steps = new Map<string, StepFigures>(order.map((step) => [step, emptyStep(step)]));
  const at = (step: string) => {
    let figures = steps.get(step);
    if (!figures) steps.set(step, (figures = emptyStep(step)));
    return figures;
  };
  let starts = 0;
  const conversionsByType: Record<string, number> = {};
  const changedIn = new Map<string, number>();
  const changedOut = new Map<string, number>();
  for (const row of rows) {
    if (wholeFunnel && (row.step === RECUT || row.edge === RECUT)) continue;
    if (row.step === START) {
      starts += row.visits;
      at(row.edge).reached += row.visits;
      continue;
    }
    if (row.step === RECUT || row.edge === RECUT) {
      const [changed, step] = row.step === RECUT ? [changedIn, row.edge] : [changedOut, row.step];
      changed.set(step, (changed.get(step) ?? 0) + row.visits);
      continue;
    }
    const from = at(row.step);
    if (row.edge === CONVERT) {
      from.converted += row.visits;
      add(from.conversions, row.conversion, row.visits);
      add(conversionsByType, row.conversion, row.visits);
    } else {
      from.continued += row.visits;
      add(from.edges, row.edge, row.visits);
      at(row.edge).reached += row.visits;
    }
    if (row.bucket >= 0 && row.bucket < from.histogram.length) from.histogram[row.bucket]! += row.visits;
  }
  // Visits that changed only the other cut at a step left this value and entered it again there: the two cancel, so
  // a step counts the visits that entered the value there, net (exits and conversions are the same either way).
  let enteredOnTheWay = 0;
  for (const step of new Set([...changedIn.keys(), ...changedOut.keys()])) {
    const into = changedIn.get(step) ?? 0;
    const out = changedOut.get(step) ?? 0;
    const both = Math.min(into, out);
    at(step).reached += into - both;
    at(step).movedOut += out - both;
    enteredOnTheWay += into - both;
  }
  let exits = 0;
  let conversions = 0;
  let movedOut = 0;
  for (const figures of steps.values()) {
    figures.exited = figures.reached - figures.continued - figures.converted - figures.movedOut;
    figures.dropOff = figures.reached > 0 ? figures.exited / figures.reached : null;
    figures.medianSeconds = histogramQuantile(figures.histogram, 0.5);
    figures.p90Seconds = histogramQuantile(figures.histogram, 0.9);
    exits += figures.exited;
    conversions += figures.converted;
    movedOut += figures.movedOut;
  }
  const entered = starts + enteredOnTheWay;
  return {
    starts,
    entered,
    exits,
    conversions,
    conversionsByType,
    movedOut,
    conversionRate: entered > 0 ? conversions / entered : null,
    steps: [...steps.values()],
  };
}
