import type { FunnelStore } from './funnel-state';

/**
 * The browser's own "Leave site?" prompt while the store has answers the server has not confirmed
 * (docs/FUNNEL.md, Saving and conversions); its text is the browser's. Returns the uninstall.
 */
export function watchUnsavedAnswers(store: FunnelStore, target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void {
  const warn = (event: BeforeUnloadEvent) => {
    if (!store.getState().hasUnsavedAnswers()) return;
    event.preventDefault();
    // Chrome before 119 and Safari still want returnValue set.
    event.returnValue = '';
  };
  target.addEventListener('beforeunload', warn);
  return () => target.removeEventListener('beforeunload', warn);
}
