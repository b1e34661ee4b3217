/** One Next press: when it was pressed, when the route changed, when the new heading was painted (performance.now(), ms). */
export interface TransitionSample {
  from: string;
  to: string;
  pressed: number;
  routeChanged: number | null;
  painted: number;
}

/**
 * Runs in the page (addInitScript): a capturing click listener notes a press of a submit button
 * (a mouse click, or Enter/Space, which the browser turns into a click), history.pushState notes
 * the route change, and a MutationObserver waits for a new `<h1>` element (every view is keyed by
 * its step, so a new step is a new heading). Once it is in the document, requestAnimationFrame
 * runs before the frame that shows it is painted, and a message posted from there is handled
 * after that frame: that is the "painted" mark.
 */
declare global {
  /** Where the probe leaves its samples for the bench to read (page.evaluate). */
  interface Window {
    __transitions?: TransitionSample[];
  }
}

export function transitionProbe(): void {
  const samples: TransitionSample[] = [];
  window.__transitions = samples;
  let pending: { from: string; heading: Element | null; pressed: number; routeChanged: number | null } | null = null;

  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || button.type !== 'submit') return;
      pending = { from: location.pathname, heading: document.querySelector('h1'), pressed: performance.now(), routeChanged: null };
    },
    true,
  );
  const pushState = history.pushState.bind(history);
  history.pushState = (...args: Parameters<History['pushState']>) => {
    if (pending && pending.routeChanged === null) pending.routeChanged = performance.now();
    pushState(...args);
  };
  new MutationObserver(() => {
    const current = pending;
    if (!current || current.routeChanged === null) return;
    const heading = document.querySelector('h1');
    if (!heading || heading === current.heading) return;
    pending = null;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () =>
        samples.push({
          from: current.from,
          to: location.pathname,
          pressed: current.pressed,
          routeChanged: current.routeChanged,
          painted: performance.now(),
        });
      channel.port2.postMessage(null);
    });
  }).observe(document, { childList: true, subtree: true });
}
