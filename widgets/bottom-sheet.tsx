import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

interface BottomSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The sheet's heading and accessible name (aria-labelledby). */
  title: string;
  /** Its accessible description (aria-describedby); `descriptionClassName="sr-only"` hides it. */
  description: ReactNode;
  descriptionClassName?: string;
  /** Classes of the row holding the title (and the close button). */
  headerClassName?: string;
  /** Adds a 'Close' icon button beside the title. */
  closeButton?: boolean;
  /** The sheet's height: 'h-[440px]', 'max-h-[90dvh]'. */
  className?: string;
  /** Padding and spacing inside the sheet (on the panel, so the dialog's own box is the backdrop's edge). */
  panelClassName?: string;
  /** Where focus goes after closing when the browser has nowhere to return it (a tap does not focus a button on iOS). */
  returnFocus?: RefObject<HTMLElement | null>;
  testId?: string;
  children: ReactNode;
}

/**
 * A modal bottom sheet on the native `<dialog>` (docs/DECISIONS.md, "Widgets and inputs"):
 * `showModal()` gives the top layer, an inert page behind, Escape and focus return; the sheet adds
 * the slide-in (only without prefers-reduced-motion), a dimmed backdrop that closes it on a tap, and
 * no page scrolling while open. Controlled: the dialog exists only while `open` (never on the
 * server, where nothing is open), so hydration has nothing to match.
 */
export function BottomSheet(props: BottomSheetProps) {
  return props.open ? <OpenSheet {...props} /> : null;
}

function OpenSheet({
  onOpenChange,
  title,
  description,
  descriptionClassName = '',
  headerClassName = '',
  closeButton = false,
  className = '',
  panelClassName = '',
  returnFocus,
  testId,
  children,
}: BottomSheetProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const unmounting = useRef(false);
  const titleId = useId();
  const descriptionId = useId();
  const close = () => onOpenChange(false);
  // The latest callback for the native `close` event, which can come without our `cancel` (see below).
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  // Layout effect: open before the first paint, and close() (which returns focus) before React removes the node.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    unmounting.current = false;
    const target = returnFocus?.current;
    const html = document.documentElement;
    const overflow = html.style.overflow;
    html.style.overflow = 'hidden';
    if (!dialog.open) dialog.showModal();
    return () => {
      unmounting.current = true;
      html.style.overflow = overflow;
      dialog.close();
      if (target && document.activeElement !== target && !target.contains(document.activeElement)) target.focus();
    };
  }, [returnFocus]);

  // In <body>, not where it is used: outside the step's <form> (Enter in the date input must not submit the
  // step) and outside the `lg:hidden` wrapper of the pricing drawer.
  return createPortal(
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-testid={testId}
      // Escape: the parent decides. A second Escape without a user gesture between can close the dialog
      // without a preventable cancel, so onClose reports that too.
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClose={() => !unmounting.current && closeRef.current()}
      // A click whose press and release both land on the dialog itself is on the backdrop: the panel fills the dialog.
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedOnBackdrop.current) close();
      }}
      className={`fixed inset-x-0 top-auto bottom-0 embedded:bottom-[var(--embed-bottom-gap,0px)] m-0 w-full max-w-none rounded-t-2xl bg-white p-0 text-slate-900 outline-none backdrop:bg-slate-900/40 motion-safe:transition-[translate] motion-safe:duration-300 motion-safe:ease-out starting:translate-y-full motion-safe:backdrop:transition-opacity motion-safe:backdrop:duration-300 starting:backdrop:opacity-0 ${className}`}
    >
      <div className={`flex h-full flex-col ${panelClassName}`}>
        <div className={`flex items-center justify-between ${headerClassName}`}>
          <h2 id={titleId} className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          {closeButton && (
            <button
              type="button"
              onClick={close}
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
            >
              <span className="sr-only">Close</span>
              <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          )}
        </div>
        <p id={descriptionId} className={descriptionClassName}>
          {description}
        </p>
        {children}
      </div>
    </dialog>,
    document.body,
  );
}
