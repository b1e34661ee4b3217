import { useState, type ReactNode } from 'react';
import { Drawer } from 'vaul';
import { ChevronUpIcon } from './icons';
import { useFrameCopy } from './frame-copy';

/**
 * Phones and tablets: a bar fixed to the bottom of the screen with 'Due today $0.00' and a toggle
 * that opens a 440px bottom drawer (vaul) with the pricing details. The drawer is modal, so the page
 * behind it does not scroll; it closes by its button, Esc, a tap outside or a drag down.
 */
export function PricingDrawer({ dueToday, children }: { dueToday: string; children: ReactNode }) {
  const copy = useFrameCopy();
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root open={open} onOpenChange={setOpen} direction="bottom" modal>
      <div
        className="fixed inset-x-0 bottom-0 z-20 flex h-16 items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] lg:hidden"
        data-testid="pricing-drawer-bar"
      >
        <p className="text-base text-slate-900">
          <span className="font-semibold">{copy.dueToday}</span> <span className="font-bold tabular-nums">{dueToday}</span>
        </p>
        <Drawer.Trigger
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100"
        >
          {copy.pricingDetailsTitle}
          <ChevronUpIcon className="size-4" />
        </Drawer.Trigger>
      </div>
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-30 bg-slate-900/40" />
        <Drawer.Content
          className="fixed inset-x-0 bottom-0 z-40 flex h-[440px] flex-col rounded-t-2xl bg-white outline-none"
          data-testid="pricing-drawer"
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
          <div className="flex-1 overflow-y-auto px-4 pb-6" data-vaul-no-drag tabIndex={0} role="region" aria-label={copy.pricingDetailsTitle}>
            {children}
          </div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
