import type { ReactNode, RefObject } from 'react';
import { BottomSheet } from '../../widgets/bottom-sheet';
import { useFrameCopy } from './frame-copy';

/**
 * Phones and tablets: the 440px bottom sheet with the pricing details, opened from the phone bar's
 * estimate (renderer/layout/step-footer.tsx). The sheet is modal, so the page behind it does not
 * scroll; it closes by its button, Esc or a tap outside, and focus goes back to the bar's toggle.
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
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      title={copy.pricingDetailsTitle}
      description={copy.drawerDescription}
      descriptionClassName="sr-only"
      headerClassName="px-4 pt-3 pb-1"
      closeButton
      className="h-[440px] embedded:max-h-[var(--embed-view-h,100dvh)]"
      returnFocus={returnFocus}
      testId="pricing-drawer"
    >
      {/* Focusable so keyboard users can scroll it (axe: scrollable-region-focusable). */}
      <div className="flex-1 overflow-y-auto px-4 pb-6" tabIndex={0} role="region" aria-label={copy.pricingDetailsTitle}>
        {children}
      </div>
    </BottomSheet>
  );
}
