import type { ReactNode, RefObject } from 'react';
import { Drawer } from 'vaul';
import { useFrameCopy } from './frame-copy';

/**
 * Phones and tablets: the 440px bottom drawer (vaul) with the pricing details, opened from the
 * phone bar's estimate (renderer/layout/step-footer.tsx). The drawer is modal, so the page behind
 * it does not scroll; it closes by its button, Esc, a tap outside or a drag down, and focus goes
 * back to the bar's toggle.
 */
export function PricingDrawer({
  open,
  onOpenChange,
  returnFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const copy = useFrameCopy();
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange} direction="bottom" modal>
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-30 bg-slate-900/40" />
        <Drawer.Content
          className="fixed inset-x-0 bottom-0 z-40 flex h-[440px] flex-col rounded-t-2xl bg-white outline-none"
          data-testid="pricing-drawer"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
        >
          <Drawer.Handle className="mt-2" />
          <div className="flex items-center justify-between px-4 pt-2 pb-1">
            <Drawer.Title className="text-lg font-bold text-slate-900">{copy.pricingDetailsTitle}</Drawer.Title>
            <Drawer.Close className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100">
              <span className="sr-only">Close</span>
              <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Drawer.Close>
          </div>
          <Drawer.Description className="sr-only">{copy.drawerDescription}</Drawer.Description>
          {/* Focusable so keyboard users can scroll it (axe: scrollable-region-focusable). */}
          <div
            className="flex-1 overflow-y-auto px-4 pb-6"
            data-vaul-no-drag
            tabIndex={0}
            role="region"
            aria-label={copy.pricingDetailsTitle}
          >
            {children}
          </div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
