import { useFrameCopy } from './frame-copy';

/** Shown while the booking has no estimate yet (docs/FUNNEL.md#screens-and-routes). */
export function KeepGoingBanner() {
  const copy = useFrameCopy();
  return (
    <div className="rounded-lg border border-l-4 border-brand/30 border-l-accent bg-brand/5 px-4 py-3" data-testid="keep-going-banner">
      <p className="font-semibold text-slate-900">{copy.keepGoingTitle}</p>
      <p className="text-sm text-slate-700">{copy.keepGoingBody}</p>
    </div>
  );
}
