import { useEffect, useRef, useState } from 'react';

interface TooltipProps {
  /** Id of the tooltip text; controls may add it to their own aria-describedby. */
  id: string;
  text: string;
  /** What the hint is about, for the button's accessible name. */
  about: string;
}

/**
 * An info button that shows a short hint (a "toggletip"). It opens on click, Enter or Space,
 * so touch and keyboard users get it too, and on mouse hover; Escape, a tap elsewhere or
 * moving focus away closes it. The text stays in the DOM while hidden, so aria-describedby
 * still gives screen readers the hint without opening it.
 */
export function Tooltip({ id, text, about }: TooltipProps) {
  const [open, setOpen] = useState(false);
  // A hover opens it loosely (leaving closes it); a click pins it open until clicked again.
  const pinned = useRef(false);
  const root = useRef<HTMLSpanElement>(null);
  const pin = () => {
    pinned.current = true;
    setOpen(true);
  };
  const hide = () => {
    pinned.current = false;
    setOpen(false);
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && hide();
    const onPointer = (e: PointerEvent) => {
      if (!(e.target instanceof Node) || !root.current?.contains(e.target)) hide();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    // From sm it opens centred over its button; on phones over the label row (widget-label.tsx), from its
    // start, so it never runs past the screen's edge, whatever the text size.
    <span ref={root} className="inline-flex align-middle sm:relative">
      <button
        type="button"
        aria-label={`More information about ${about}`}
        aria-describedby={id}
        aria-expanded={open}
        className="inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:text-[var(--color-brand)] focus-visible:outline-2 focus-visible:outline-[var(--color-brand)]"
        onClick={() => (pinned.current ? hide() : pin())}
        onBlur={hide}
        // Mouse only: a tap also emits pointer events, which would fight the click toggle.
        onPointerEnter={(e) => e.pointerType === 'mouse' && setOpen(true)}
        onPointerLeave={(e) => e.pointerType === 'mouse' && !pinned.current && hide()}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
          <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm0 4a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2ZM11.2 14.5H8.8v-1.2h.6V10h-.6V8.8h1.8v4.5h.6v1.2Z" />
        </svg>
      </button>
      <span
        id={id}
        role="tooltip"
        hidden={!open}
        className="absolute bottom-full left-0 z-20 mb-1 w-max max-w-[min(230px,100%)] rounded-md sm:left-1/2 sm:max-w-[230px] sm:-translate-x-1/2 bg-slate-900 px-3 py-2 text-sm font-normal text-white shadow-lg"
      >
        {text}
      </span>
    </span>
  );
}
