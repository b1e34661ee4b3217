import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A ref for a page's heading (give it tabIndex -1): after a client-side navigation the new page starts
 * at its top, as a page load does, and focus moves to the heading, so screen readers announce the new
 * page and Tab continues from its top. Not on the first page load, where the browser does both itself.
 */
export function useFocusOnArrival<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (key === 'default') return;
    // The previous step's scroll position means nothing on this one (the phone's estimate and the
    // heading are on the first screen); focusing alone would only scroll the heading just into view.
    window.scrollTo(0, 0);
    ref.current?.focus({ preventScroll: true });
  }, [key]);
  return ref;
}
