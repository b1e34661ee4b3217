/** `npm run bench`'s browser tables (bytes, the phone loads, typing at once, step transitions), each figure beside its budget. */
import { BUDGETS } from './budgets';
import type { FirstKeyResult } from './measure-first-key';
import type { FunnelResult } from './measure-funnel';
import type { LandingVitals } from './measure-landing-vitals';
import type { PhoneTransitions } from './measure-phone-transitions';
import { median } from './median';
import { THROTTLING } from './phone-profile';
import { atMost, eachRun, kb, ms, msOrNone, NO_BUDGET, printTable, under } from './print-table';

export interface BrowserFigures {
  funnel: FunnelResult;
  vitals: LandingVitals;
  /** The mid-funnel step, loaded like the landing page by a session that saved the landing step. */
  midStep: { name: string; vitals: LandingVitals };
  firstKey: FirstKeyResult;
  phoneTransitions: PhoneTransitions;
}

const PROFILE = `phone 390x844, CPU x${THROTTLING.cpuSlowdown}, ${THROTTLING.latencyMs} ms RTT, 1.6 Mbps down`;

function printBytes({ funnel }: BrowserFigures): void {
  printTable('JavaScript and CSS, gzip (landing: before any interaction; per step: a fresh load, and what arriving by Next added)', [
    ['route', 'JS cold', 'CSS cold', 'JS added', 'CSS added', 'budget'],
    ['landing, before interaction', kb(funnel.landing.jsGzip), kb(funnel.landing.cssGzip), '-', '-', NO_BUDGET],
    [
      'landing, app started',
      kb(funnel.landingStarted.jsGzip),
      kb(funnel.landingStarted.cssGzip),
      '-',
      '-',
      `JS ${atMost(kb(BUDGETS.landingJsGzipBytes))}`,
    ],
    ...funnel.steps.map((s) => [s.path, kb(s.cold.jsGzip), kb(s.cold.cssGzip), kb(s.added.jsGzip), kb(s.added.cssGzip), NO_BUDGET]),
  ]);
}

function printPhoneLoads({ vitals, midStep, firstKey }: BrowserFigures): void {
  const runs = vitals.runs;
  printTable(`Landing page, ${PROFILE} (median of ${runs.length})`, [
    ['figure', 'median', 'budget', 'runs'],
    ['LCP', ms(vitals.lcpMs), atMost(`${BUDGETS.landingLcpMs} ms`), eachRun(runs.map((r) => r.lcpMs))],
    [
      'CLS',
      vitals.cls.toFixed(3),
      atMost(BUDGETS.cls),
      eachRun(
        runs.map((r) => r.cls),
        3,
      ),
    ],
    [
      'submit pressed at once -> messages',
      msOrNone(vitals.answeredSubmitMs),
      atMost(`${BUDGETS.answeredSubmitMs} ms`),
      eachRun(runs.map((r) => r.answeredSubmitMs)),
    ],
    ['TBT', ms(vitals.tbtMs), NO_BUDGET, eachRun(runs.map((r) => r.tbtMs))],
    ['FCP', ms(vitals.fcpMs), NO_BUDGET, eachRun(runs.map((r) => r.fcpMs))],
    ['TTI (approx.)', ms(vitals.ttiMs), NO_BUDGET, eachRun(runs.map((r) => r.ttiMs))],
    ['blocking, all long tasks', ms(vitals.blockingAllMs), NO_BUDGET, eachRun(runs.map((r) => r.blockingAllMs))],
  ]);
  const keyRuns = firstKey.runs;
  printTable(`Landing page typed into at once, a key every 100 ms, same profile (median of ${keyRuns.length})`, [
    ['figure', 'median', 'budget', 'runs'],
    [
      'first key -> app hydrated',
      ms(firstKey.firstKeyToHydratedMs),
      atMost(`${BUDGETS.firstKeyToHydratedMs} ms`),
      eachRun(keyRuns.map((r) => r.firstKeyToHydratedMs)),
    ],
    [
      'longest key event (Event Timing)',
      ms(firstKey.longestKeyEventMs),
      under(`${BUDGETS.longestKeyEventMs} ms`),
      eachRun(keyRuns.map((r) => r.longestKeyEventMs)),
    ],
    ['keys lost (most in a run)', firstKey.lostKeys, atMost(BUDGETS.lostKeys), eachRun(keyRuns.map((r) => r.lostKeys))],
    [
      `keys typed before hydrated, of ${keyRuns[0]?.typed.length ?? 0}`,
      median(keyRuns.map((r) => r.keysBeforeHydrated)),
      NO_BUDGET,
      eachRun(keyRuns.map((r) => r.keysBeforeHydrated)),
    ],
  ]);
  const mid = midStep.vitals;
  printTable(`${midStep.name}, same profile, for a session that saved the landing step (median of ${mid.runs.length})`, [
    ['figure', 'median', 'budget', 'runs'],
    ['LCP', ms(mid.lcpMs), NO_BUDGET, eachRun(mid.runs.map((r) => r.lcpMs))],
    [
      'CLS',
      mid.cls.toFixed(3),
      atMost(BUDGETS.cls),
      eachRun(
        mid.runs.map((r) => r.cls),
        3,
      ),
    ],
    ['FCP', ms(mid.fcpMs), NO_BUDGET, eachRun(mid.runs.map((r) => r.fcpMs))],
    ['TBT', ms(mid.tbtMs), NO_BUDGET, eachRun(mid.runs.map((r) => r.tbtMs))],
  ]);
}

function printTransitions({ funnel, phoneTransitions: phone }: BrowserFigures): void {
  const { nextToPaintMs: next, routeToPaintMs: route } = funnel;
  printTable(`Step transitions over the whole funnel (${next.count} Next presses, desktop, no throttling)`, [
    ['from', 'median', 'p90', 'max', 'budget (median)'],
    ['Next pressed -> heading painted', ms(next.median), ms(next.p90), ms(next.max), NO_BUDGET],
    ['route changed -> heading painted', ms(route.median), ms(route.p90), ms(route.max), atMost(`${BUDGETS.stepTransitionMs} ms`)],
  ]);
  const all = phone.nextToPaintMs;
  printTable(
    `Step transitions on the phone (${all.count} Next presses, 390x844, CPU x${THROTTLING.cpuSlowdown}, loopback network, saves awaited)`,
    [
      ['from', 'median', 'p90', 'max', 'budget (median)'],
      ['Next pressed -> heading painted', ms(all.median), ms(all.p90), ms(all.max), atMost(`${BUDGETS.phoneStepTransitionMs} ms`)],
      [`  of which the ${phone.awaitedSaveMs.count} steps that wait for their save`, ms(phone.awaitedSaveMs.median), '-', '-', NO_BUDGET],
    ],
  );
}

/** Prints the browser tables; returns the budgets they missed. */
export function reportBrowser(figures: BrowserFigures): string[] {
  printBytes(figures);
  printPhoneLoads(figures);
  printTransitions(figures);
  const { funnel, vitals, midStep, firstKey, phoneTransitions } = figures;
  const over: string[] = [];
  if (funnel.landingStarted.jsGzip > BUDGETS.landingJsGzipBytes)
    over.push(`landing JavaScript ${kb(funnel.landingStarted.jsGzip)} > ${kb(BUDGETS.landingJsGzipBytes)}`);
  if (vitals.lcpMs > BUDGETS.landingLcpMs) over.push(`landing LCP ${ms(vitals.lcpMs)} > ${BUDGETS.landingLcpMs} ms`);
  for (const [name, page] of [
    ['landing', vitals],
    [midStep.name, midStep.vitals],
  ] as const) {
    if (page.cls > BUDGETS.cls) over.push(`${name} CLS ${page.cls.toFixed(3)} > ${BUDGETS.cls}`);
  }
  if (vitals.answeredSubmitMs === null || vitals.answeredSubmitMs > BUDGETS.answeredSubmitMs)
    over.push(`landing answered a submit in ${msOrNone(vitals.answeredSubmitMs)} > ${BUDGETS.answeredSubmitMs} ms`);
  if (firstKey.firstKeyToHydratedMs > BUDGETS.firstKeyToHydratedMs)
    over.push(`first key -> hydrated ${ms(firstKey.firstKeyToHydratedMs)} > ${BUDGETS.firstKeyToHydratedMs} ms`);
  if (firstKey.longestKeyEventMs >= BUDGETS.longestKeyEventMs)
    over.push(`longest key event while starting ${ms(firstKey.longestKeyEventMs)} >= ${BUDGETS.longestKeyEventMs} ms`);
  if (firstKey.lostKeys > BUDGETS.lostKeys) over.push(`typed at once: ${firstKey.lostKeys} keys lost in a run > ${BUDGETS.lostKeys}`);
  if (funnel.routeToPaintMs.median > BUDGETS.stepTransitionMs)
    over.push(`step render median ${ms(funnel.routeToPaintMs.median)} > ${BUDGETS.stepTransitionMs} ms`);
  if (phoneTransitions.nextToPaintMs.median > BUDGETS.phoneStepTransitionMs)
    over.push(`phone Next -> painted median ${ms(phoneTransitions.nextToPaintMs.median)} > ${BUDGETS.phoneStepTransitionMs} ms`);
  return over;
}
