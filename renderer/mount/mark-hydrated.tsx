import { useEffect } from 'react';
import { HYDRATED } from '../step-page/replay-early-input';

/**
 * Rendered last in the app's root: once React has taken over the page, the host page's guard script
 * lets submits and links through, and `#react-app[data-hydrated]` tells tests and the bench so.
 */
export function MarkHydrated({ root }: { root: HTMLElement }) {
  useEffect(() => {
    window[HYDRATED] = true;
    root.dataset.hydrated = '';
  }, [root]);
  return null;
}
