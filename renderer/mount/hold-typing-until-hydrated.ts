import { replayedForms } from '../step-page/replay-early-input';

/**
 * The events of typing into a field that React counts as discrete: one that reaches a part of the page React has not
 * hydrated yet makes React finish hydrating that part at once, inside the event's listener, however the hydration was
 * started (a transition yields only until then).
 */
const TYPING_EVENTS = 'keydown keypress keyup textInput input change compositionstart compositionend paste'.split(' ');

/** A field the customer types into (a box to tick is left to React: a click hydrates at once, as React means it to). */
const isTypedField = (target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement =>
  target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && !/checkbox|radio/.test(target.type));

/**
 * Until a step's form has hydrated, typing into its fields does not reach React: the browser still puts each
 * character into the field, and the form hands the fields' values to React once it has hydrated
 * (renderer/step-page/replay-early-input.ts), as it does for what was typed before the app loaded. Each key is then a
 * short task beside React's yielding hydration, instead of one key waiting for all of it (docs/PERFORMANCE.md, "What
 * the longest key waited behind"). The step's view is in a Suspense boundary, which React hydrates after the rest of
 * the page (the app marks itself hydrated before it), so the form's own replay says when. Call before hydrateRoot: a
 * listener on the root added first runs before React's own there, and stops them.
 */
export function holdTypingUntilHydrated(root: HTMLElement): void {
  const hold = (event: Event) => {
    const form = isTypedField(event.target) && event.target.closest('[data-step-form]');
    if (form && !replayedForms.has(form)) event.stopImmediatePropagation();
  };
  for (const type of TYPING_EVENTS) root.addEventListener(type, hold, true);
}
