import { BUDGETS } from './budgets';
import type { LighthousePage } from './measure-lighthouse';
import { atLeast, atMost, kb, NO_BUDGET, printTable } from './print-table';

/** Lighthouse's figures, one line per page, each budgeted figure beside its budget (bench/budgets.ts). */
export function printLighthouse(pages: readonly LighthousePage[]): void {
  printTable('Lighthouse 12, performance, default mobile configuration (one run per page)', [
    ['page', 'score', 'budget', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms', 'JS requests', 'budget', 'unused JS', 'budget'],
    ...pages.map((page) => [
      page.name,
      page.score,
      atLeast(BUDGETS.lighthouseScore),
      page.fcpMs.toFixed(0),
      page.lcpMs.toFixed(0),
      page.tbtMs.toFixed(0),
      page.cls.toFixed(3),
      page.speedIndexMs.toFixed(0),
      page.scriptRequests,
      page.name.endsWith('landing') ? atMost(BUDGETS.landingScriptRequests) : NO_BUDGET,
      kb(page.unusedJsBytes),
      atMost(kb(BUDGETS.unusedJsBytes)),
    ]),
  ]);
}
