/**
 * The space a widget that is not drawn yet holds: on the server and while hydrating (browser-only
 * widgets), and while its code loads (lazy widgets). Both use the same size, the widget's own at the
 * default text size, so nothing moves when the widget arrives.
 */
export const PLACEHOLDER_SIZES = {
  // One field row (widgets/input-class.ts: min-h-11).
  address: 'h-11',
  // The drawer's trigger row on phones; from md, the month grid with its label (six weeks, fixedWeeks,
  // days tall enough for their price difference) and the legend's line under it (calendar-legend.tsx).
  calendar: 'h-11 md:h-[26.25rem]',
  card: 'h-40',
} as const;

export function WidgetPlaceholder({ sizeClass, id }: { sizeClass: string; id?: string }) {
  return <div className={`animate-pulse rounded-md bg-slate-100 ${sizeClass}`} aria-hidden="true" data-placeholder={id} />;
}
