import { useLayoutEffect, type RefObject } from 'react';

const PROPERTY = '--phone-bar-h';

/**
 * Publishes the fixed phone bar's height as `--phone-bar-h` on <html> (0 where the bar is not fixed,
 * from lg). The page pads its end by it and scrolling keeps focused fields above it
 * (`scroll-padding-bottom` in app.css), whatever the text size makes the bar's height.
 */
export function usePhoneBarHeight(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const root = document.documentElement;
    const publish = () => {
      const fixed = getComputedStyle(element).position === 'fixed';
      root.style.setProperty(PROPERTY, `${fixed ? element.offsetHeight : 0}px`);
    };
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    window.addEventListener('resize', publish);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', publish);
      root.style.removeProperty(PROPERTY);
    };
  }, [ref, active]);
}
