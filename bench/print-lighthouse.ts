import type { LighthousePage } from './measure-lighthouse';

/** Lighthouse's figures, one line per page. */
export function printLighthouse(pages: readonly LighthousePage[]): void {
  console.log('\nLighthouse 12, performance, default mobile configuration (one run per page)');
  console.log('page                        score   FCP ms   LCP ms  TBT ms    CLS  SI ms  JS requests  unused JS');
  for (const page of pages) {
    console.log(
      [
        page.name.padEnd(26),
        String(page.score).padStart(6),
        page.fcpMs.toFixed(0).padStart(8),
        page.lcpMs.toFixed(0).padStart(8),
        page.tbtMs.toFixed(0).padStart(7),
        page.cls.toFixed(3).padStart(6),
        page.speedIndexMs.toFixed(0).padStart(6),
        String(page.scriptRequests).padStart(12),
        `${(page.unusedJsBytes / 1024).toFixed(1)} KB`.padStart(10),
      ].join(' '),
    );
  }
}
