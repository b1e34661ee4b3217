import type { WidgetProps } from '@rjsf/utils';

/**
 * Placeholder for the 'card' widget until the payments issue adds widgets/card-widget.tsx
 * (Stripe Payment Element). Pay later works without it; pay now says plainly it is unavailable.
 */
export function CardUnavailableWidget({ id }: WidgetProps) {
  return (
    <p id={id} role="status" className="rounded-md border border-slate-300 bg-slate-50 p-3 text-base text-slate-700">
      Card payments are unavailable
    </p>
  );
}
