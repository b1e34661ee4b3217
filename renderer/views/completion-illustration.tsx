import type { CompletionStatus } from './completion-status';

/** One simple picture per completion status; decorative, the title next to it says it all. */
export function CompletionIllustration({ status }: { status: CompletionStatus | 'cancelled' }) {
  return (
    <svg
      viewBox="0 0 200 140"
      className="mx-auto h-36 w-auto max-w-full sm:h-44"
      aria-hidden="true"
      focusable="false"
      data-illustration={status}
    >
      <ellipse cx="100" cy="128" rx="80" ry="8" fill="#e2e8f0" />
      {status === 'pay_now' && <BookedTruck />}
      {status === 'pay_later' && <SavedClipboard />}
      {status === 'unserviceable' && <MapQuestion />}
      {status === 'cancelled' && <CancelledClipboard />}
    </svg>
  );
}

function BookedTruck() {
  return (
    <g strokeLinejoin="round" strokeWidth="4" stroke="#334155">
      <rect x="30" y="52" width="92" height="60" rx="6" fill="#fff" />
      <path d="M122 70h28l20 22v20h-48z" fill="var(--color-brand)" />
      <circle cx="58" cy="114" r="12" fill="#334155" />
      <circle cx="146" cy="114" r="12" fill="#334155" />
      <circle cx="150" cy="38" r="24" fill="#16a34a" stroke="none" />
      <path d="M139 38l8 8 15-16" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
    </g>
  );
}

function SavedClipboard() {
  return (
    <g strokeLinejoin="round" strokeWidth="4" stroke="#334155">
      <rect x="58" y="22" width="84" height="100" rx="8" fill="#fff" />
      <rect x="80" y="14" width="40" height="18" rx="4" fill="var(--color-brand)" />
      <path d="M74 54h52M74 72h52M74 90h32" strokeLinecap="round" stroke="#94a3b8" />
      <circle cx="140" cy="102" r="20" fill="var(--color-brand)" stroke="none" />
      <path d="M131 102l6 6 12-13" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
    </g>
  );
}

function MapQuestion() {
  return (
    <g strokeLinejoin="round" strokeWidth="4" stroke="#334155">
      <path d="M30 40l40-14 40 14 40-14v84l-40 14-40-14-40 14z" fill="#fff" />
      <path d="M70 26v84M110 40v84" stroke="#cbd5e1" />
      <circle cx="150" cy="44" r="24" fill="#f59e0b" stroke="none" />
      <path d="M142 38a8 8 0 1 1 11 7c-2 1-3 3-3 5" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      <circle cx="150" cy="58" r="3" fill="#fff" stroke="none" />
    </g>
  );
}

function CancelledClipboard() {
  return (
    <g strokeLinejoin="round" strokeWidth="4" stroke="#334155">
      <rect x="58" y="22" width="84" height="100" rx="8" fill="#fff" />
      <rect x="80" y="14" width="40" height="18" rx="4" fill="#94a3b8" />
      <path d="M74 54h52M74 72h52M74 90h32" strokeLinecap="round" stroke="#cbd5e1" />
      <circle cx="140" cy="102" r="20" fill="#64748b" stroke="none" />
      <path d="M132 94l16 16M148 94l-16 16" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
    </g>
  );
}
