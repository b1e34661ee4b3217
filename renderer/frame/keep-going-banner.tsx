import { FRAME_COPY } from './frame-copy';

/** Shown while the booking has no estimate yet (SPEC section 2). */
export function KeepGoingBanner() {
  return (
    <div className="rounded-lg border border-brand/30 bg-brand/5 px-4 py-3" data-testid="keep-going-banner">
      <p className="font-semibold text-slate-900">{FRAME_COPY.keepGoingTitle}</p>
      <p className="text-sm text-slate-700">{FRAME_COPY.keepGoingBody}</p>
    </div>
  );
}
