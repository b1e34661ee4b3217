import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A ref for a page's heading (give it tabIndex -1): after a client-side navigation focus moves
 * there, so screen readers announce the new page and Tab continues from its top. Not on the
 * first page load, where the browser starts at the top anyway.
 */
export function useFocusOnArrival<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (key !== 'default') ref.current?.focus();
  }, [key]);
  return ref;
}
