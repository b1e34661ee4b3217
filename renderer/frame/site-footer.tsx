import { legalPagePath } from '../../core/legal-page-path';
import { useFunnelStore } from '../store/use-funnel-store';
import { useFrameCopy } from './frame-copy';

/**
 * Copyright line and the partner's legal links (/partners/{slug}/terms and /privacy-policy, in its brand).
 * They are server pages, so they are plain <a> elements (full page loads), never router links.
 */
export function SiteFooter({ partnerName, year }: { partnerName: string; year: number }) {
  const copy = useFrameCopy();
  const slug = useFunnelStore((s) => s.partner.slug);
  return (
    <footer className="mt-auto border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-layout flex-col items-center gap-2 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:justify-between sm:px-6 lg:px-8">
        <p>
          © {year} {partnerName}
        </p>
        <nav aria-label="Legal" className="flex gap-4">
          <a href={legalPagePath(slug, 'terms')} className="underline-offset-2 hover:underline">
            {copy.terms}
          </a>
          <a href={legalPagePath(slug, 'privacy-policy')} className="underline-offset-2 hover:underline">
            {copy.privacyPolicy}
          </a>
        </nav>
      </div>
    </footer>
  );
}
