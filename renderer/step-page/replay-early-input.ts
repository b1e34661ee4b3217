import { BOOT_GLOBALS } from '../../core/boot-globals';
import { HONEYPOT_FIELD } from '../../core/posted-form-names';

/** The form the host page's boot script (renderer/index.html) held when a customer submitted before hydration. */
const EARLY_SUBMIT = BOOT_GLOBALS.earlySubmit;
/** Set once the app has hydrated; the boot script then lets events through. */
export const HYDRATED = BOOT_GLOBALS.hydrated;

declare global {
  /** What the host page's boot script and the app share on the window (core/boot-globals.ts). */
  interface Window {
    [BOOT_GLOBALS.earlySubmit]?: HTMLFormElement | null;
    [BOOT_GLOBALS.hydrated]?: boolean;
    [BOOT_GLOBALS.startOnIntent]?: (entry: string) => void;
  }
}

/** Step forms (`[data-step-form]`) that have handed React what was typed before they hydrated: typing reaches React from then on. */
export const replayedForms = new WeakSet<Element>();

/** The DOM's own setter of a property, which React's value tracking does not see. */
const nativeSetter = (prototype: object, property: 'value' | 'checked') => Object.getOwnPropertyDescriptor(prototype, property)?.set;

/**
 * Hands React what a customer typed or ticked in the server's HTML before hydration: React keeps such
 * values on screen but does not know them. The value React tracks is set back to the server's, the
 * customer's value put in place again behind React's back, and the event React listens for is fired,
 * so the form's onChange sees a change. Then a submit the guard script stopped is sent again.
 */
export function replayEarlyInput(container: HTMLElement, win: Window & typeof globalThis = window): void {
  win[HYDRATED] = true;
  replayedForms.add(container);
  const { HTMLInputElement, HTMLTextAreaElement } = win;
  const nativeValue = nativeSetter(HTMLInputElement.prototype, 'value');
  const nativeTextareaValue = nativeSetter(HTMLTextAreaElement.prototype, 'value');
  const nativeChecked = nativeSetter(HTMLInputElement.prototype, 'checked');
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked === field.defaultChecked) continue;
      const ticked = field.checked;
      field.checked = field.defaultChecked;
      nativeChecked?.call(field, ticked);
      field.dispatchEvent(new Event('click', { bubbles: true }));
    } else {
      if (field.value === field.defaultValue || field.name === HONEYPOT_FIELD) continue;
      const typed = field.value;
      field.value = field.defaultValue;
      (field instanceof HTMLTextAreaElement ? nativeTextareaValue : nativeValue)?.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
  const form = win[EARLY_SUBMIT];
  if (form && container.contains(form)) {
    win[EARLY_SUBMIT] = null;
    // After React has applied the replayed values.
    win.requestAnimationFrame(() => form.requestSubmit());
  }
}
