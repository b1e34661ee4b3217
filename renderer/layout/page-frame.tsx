import { useLayoutEffect, type ReactNode } from 'react';
import { displayPartnerPhone } from '../../core/partner-phone';
import { useFunnelStore } from '../store/use-funnel-store';
import { applyPartnerTheme } from '../theme/apply-partner-theme';
import { SiteFooter } from '../frame/site-footer';
import { SiteHeader } from '../frame/site-header';

/**
 * Header, skip link, page footer and the partner's theme around any page (funnel steps and the
 * 404 page alike).
 */
export function PageFrame({
  restart,
  bottomBar = false,
  children,
}: {
  restart?: ReactNode;
  /** True when the phone's fixed bar is shown: the page end (footer) must stay above it (`--phone-bar-h`). */
  bottomBar?: boolean;
  children: ReactNode;
}) {
  const partner = useFunnelStore((s) => s.partner);
  const theme = partner.theme;

  useLayoutEffect(() => applyPartnerTheme(theme), [theme]);

  return (
    // Below lg, until the bar has been measured (the server's HTML), the page end reserves the bar's
    // height at this text size (4rem of button and padding, and its 1px border), so nothing moves.
    <div
      className={`flex min-h-dvh flex-col embedded:min-h-0 ${bottomBar ? 'pb-[var(--phone-bar-h,0px)] max-lg:pb-[var(--phone-bar-h,4.0625rem)]' : ''}`}
    >
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader
        logo={partner.logo}
        partnerName={partner.name}
        phone={partner.phone}
        phoneDisplay={displayPartnerPhone(partner.phone)}
        restart={restart}
      />
      {children}
      <SiteFooter partnerName={partner.name} year={new Date().getFullYear()} />
    </div>
  );
}
