import { useMemo } from 'react';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import { useFunnelStore } from '../store/use-funnel-store';
import { PreviewFrame } from './preview-frame';
import { PREVIEW_WIDTHS, previewFrames, previewStepPath } from './preview-frames';

/**
 * /partners/{slug}/preview, for partner admins: every step of the funnel in the partner's
 * branding, with sample data, at phone and desktop widths, on one page. Nothing is saved: each
 * frame's page builds its own store with the preview API client, which never calls fetch.
 */
export default function PreviewPage() {
  const partner = useFunnelStore((s) => s.partner);
  const insightsReport = useFunnelStore((s) => s.insightsReport);
  const frames = useMemo(() => previewFrames(funnelDefinition, partner.copy), [partner.copy]);
  return (
    <div className="min-h-dvh bg-slate-100 text-slate-900">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-layout flex-wrap items-center gap-4 px-4 py-4 sm:px-8">
          <img src={partner.logo} alt={partner.name} className="h-10 w-auto max-w-48 object-contain object-left" />
          <div>
            <h1 className="text-xl font-bold">Preview of {partner.name}</h1>
            <p className="text-sm text-slate-600">
              Every step with sample data, at phone ({PREVIEW_WIDTHS[0].width}px) and desktop ({PREVIEW_WIDTHS[1].width}px) width. Nothing
              here is saved.
            </p>
            {insightsReport && (
              <p className="text-sm">
                <a href={insightsReport} className="text-blue-700 underline">
                  Latest insights report
                </a>{' '}
                (development: what <code>npm run insights -- {partner.slug}</code> wrote last)
              </p>
            )}
          </div>
        </div>
        <nav aria-label="Steps" className="mx-auto max-w-layout px-4 pb-3 sm:px-8">
          <ul className="flex flex-wrap gap-2 text-sm">
            {frames.map((frame) => (
              <li key={frame.id}>
                <a
                  href={`#preview-${frame.id}`}
                  className="rounded px-2 py-1 text-slate-700 underline-offset-2 hover:bg-slate-100 hover:underline"
                >
                  {frame.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className="mx-auto max-w-layout space-y-10 px-4 py-8 sm:px-8">
        {frames.map((frame) => (
          <section key={frame.id} id={`preview-${frame.id}`} aria-labelledby={`preview-${frame.id}-title`} data-preview-step={frame.stepId}>
            <h2 id={`preview-${frame.id}-title`} className="mb-3 text-lg font-semibold">
              {frame.label}{' '}
              <span className="font-normal text-slate-500">
                /partners/{partner.slug}
                {funnelDefinition.steps[frame.stepId]?.path}
                {frame.search}
              </span>
            </h2>
            <div className="flex flex-wrap items-start gap-6">
              {PREVIEW_WIDTHS.map((size) => (
                <figure key={size.name} className="space-y-1">
                  <PreviewFrame
                    src={previewStepPath(partner.slug, frame)}
                    title={`${frame.label} at ${size.name} width`}
                    width={size.width}
                    height={size.height}
                    scale={size.scale}
                  />
                  <figcaption className="text-xs text-slate-500">
                    {size.name}, {size.width}px
                  </figcaption>
                </figure>
              ))}
            </div>
          </section>
        ))}
      </main>
    </div>
  );
}
