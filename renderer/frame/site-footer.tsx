import { legalPagePath } from '../../core/legal-page-path';
import { licenseText } from '../../core/licenses/license-lines';
import { useFunnelStore } from '../store/use-funnel-store';
import { useFrameCopy } from './frame-copy';

const linkClass = 'underline-offset-2 hover:underline';

/**
 * Copyright line, the partner's licences (USDOT, MC, state permits: on every step, inside the embed too) and its legal
 * links (/partners/{slug}/terms, /privacy-policy and /accessibility, in its brand; the state's consumer booklet when the
 * partner names one). They are server pages, so they are plain <a> elements (full page loads), never router links.
 */
export function SiteFooter({ partnerName, year }: { partnerName: string; year: number }) {
  const copy = useFrameCopy();
  const slug = useFunnelStore((s) => s.partner.slug);
  const licenses = licenseText(useFunnelStore((s) => s.partner.licenses));
  return (
    <footer className="mt-auto border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-layout flex-col items-center gap-2 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:flex-wrap sm:justify-between sm:px-6 lg:px-8">
        <div className="text-center sm:text-left">
          <p>
            © {year} {partnerName}
          </p>
          {licenses && <p data-testid="partner-licenses">{licenses}</p>}
        </div>
        <nav aria-label="Legal" className="flex flex-wrap justify-center gap-x-4 gap-y-1">
          <a href={legalPagePath(slug, 'terms')} className={linkClass}>
            {copy.terms}
          </a>
          <a href={legalPagePath(slug, 'privacy-policy')} className={linkClass}>
            {copy.privacyPolicy}
          </a>
          <a href={legalPagePath(slug, 'accessibility')} className={linkClass}>
            {copy.accessibility}
          </a>
          {copy.consumerBookletUrl && (
            <a href={copy.consumerBookletUrl} className={linkClass} target="_blank" rel="noopener">
              {copy.consumerBookletLabel}
            </a>
          )}
        </nav>
      </div>
    </footer>
  );
}
