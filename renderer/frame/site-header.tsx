import type { ReactNode } from 'react';
import { CallLink } from './call-link';

export interface SiteHeaderProps {
  logo: string;
  partnerName: string;
  phone: string;
  phoneDisplay: string;
  /** The Restart booking button; absent on the landing page (docs/FUNNEL.md#screens-and-routes). */
  restart?: ReactNode;
}

/** Partner logo, tap-to-call and (off landing) Restart booking. */
export function SiteHeader({ logo, partnerName, phone, phoneDisplay, restart }: SiteHeaderProps) {
  return (
    <header className="border-b border-slate-200 bg-white">
      {/* Wraps rather than scrolling sideways when text is enlarged (docs/DECISIONS.md, "Accessibility").
          A container: where the row is narrower than 20rem of text (a 320 px screen, or a phone at 150% text
          and more), the number is read, not shown, and the header keeps one row. */}
      <div className="@container mx-auto flex max-w-layout flex-wrap items-center gap-3 px-4 py-3 sm:px-6 lg:px-8">
        <img src={logo} alt={partnerName} className="h-8 w-auto max-w-36 min-w-0 object-contain object-left sm:h-11 sm:max-w-56" />
        <div className="ml-auto flex min-w-0 flex-wrap items-center justify-end gap-2 sm:gap-4">
          <CallLink phone={phone} display={phoneDisplay} className="text-sm sm:text-base" numberClassName="@max-[20rem]:sr-only" />
          {restart}
        </div>
      </div>
    </header>
  );
}
