import { useSyncExternalStore } from 'react';

/** Focus moving in or out of anything on the page; a focusout is judged once focus has landed. */
function subscribeToFocus(onChange: () => void): () => void {
  const afterFocusMoved = () => void setTimeout(onChange, 0);
  document.addEventListener('focusin', onChange);
  document.addEventListener('focusout', afterFocusMoved);
  return () => {
    document.removeEventListener('focusin', onChange);
    document.removeEventListener('focusout', afterFocusMoved);
  };
}

/**
 * Whether the customer is in the plain control (docs/WIDGETS.md, "Plain controls") of the widget whose RJSF id is `id`
 * (the control's own id, or one beginning `${id}__`): false on the server and while the browser hydrates, so the
 * first client render matches the server's HTML.
 */
export function usePlainControlFocused(id: string): boolean {
  return useSyncExternalStore(
    subscribeToFocus,
    () => {
      const active = document.activeElement;
      return (
        active instanceof HTMLElement && active.dataset.plainControl !== undefined && (active.id === id || active.id.startsWith(`${id}__`))
      );
    },
    () => false,
  );
}
