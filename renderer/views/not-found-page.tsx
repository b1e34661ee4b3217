import { RouterLink } from '../navigation/router-link';
import { documentTitle } from '../../core/document-title';
import { useFunnelStore } from '../store/use-funnel-store';
import { useFrameCopy } from '../frame/frame-copy';
import { PageFrame } from '../layout/page-frame';
import { useDocumentTitle } from '../layout/use-document-title';

/**
 * Any path no step answers (docs/FUNNEL.md, "Screens and routes"): '404 - Page does not exist',
 * said once, with a way back to the funnel's start. The server answers these paths with status 404.
 */
export default function NotFoundPage() {
  const copy = useFrameCopy();
  const partnerName = useFunnelStore((s) => s.partner.name);
  useDocumentTitle(documentTitle(copy.notFoundPageName, partnerName));
  return (
    <PageFrame>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto flex w-full max-w-content flex-1 flex-col items-center justify-center gap-6 px-4 py-16 text-center outline-none"
      >
        <NotFoundContent />
      </main>
    </PageFrame>
  );
}

/** The 404 page's heading and way back, also shown inside a step's frame (a completion page with nothing completed). */
export function NotFoundContent() {
  const copy = useFrameCopy();
  const slug = useFunnelStore((s) => s.partner.slug);
  return (
    <div className="flex flex-col items-center gap-6 py-8 text-center" data-testid="not-found">
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{copy.notFoundTitle}</h1>
      <RouterLink
        to={`/partners/${slug}/book`}
        className="inline-flex min-h-12 items-center justify-center rounded-lg bg-brand px-6 text-lg font-semibold text-brand-contrast shadow-sm hover:brightness-110"
      >
        {copy.backToHome}
      </RouterLink>
    </div>
  );
}
