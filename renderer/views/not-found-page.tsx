import { Link } from 'react-router';
import { useFunnelStore } from '../store/use-funnel-store';
import { useFrameCopy } from '../frame/frame-copy';
import { PageFrame } from '../layout/page-frame';

/** Any path no step answers (docs/FUNNEL.md#screens-and-routes): the 404 page with a way back to the funnel's start. */
export default function NotFoundPage() {
  const copy = useFrameCopy();
  const slug = useFunnelStore((s) => s.partner.slug);
  return (
    <PageFrame>
      <main id="main" className="mx-auto flex w-full max-w-content flex-1 flex-col items-center justify-center gap-6 px-4 py-16 text-center">
        <p className="text-7xl font-extrabold text-brand" aria-hidden="true">
          404
        </p>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{copy.notFoundTitle}</h1>
        <Link
          to={`/partners/${slug}/book`}
          className="inline-flex min-h-12 items-center justify-center rounded-lg bg-brand px-6 text-lg font-semibold text-brand-contrast shadow-sm hover:brightness-110"
        >
          {copy.backToHome}
        </Link>
      </main>
    </PageFrame>
  );
}
