import type { Partner } from '../../core/partner';

/** Shown when a partner file names no About picture (public/images/about-default.svg). */
export const DEFAULT_ABOUT_IMAGE = '/images/about-default.svg';

/** The partner's About story (docs/FUNNEL.md#screens-and-routes): title, description, paragraphs, stat cards, picture. */
export function AboutSection({ about, partnerName }: { about: Partner['about']; partnerName: string }) {
  const image = about.image ?? DEFAULT_ABOUT_IMAGE;
  return (
    <section aria-labelledby="about-title" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8" data-testid="about-section">
      <div className="grid gap-6 md:grid-cols-2 md:items-center">
        <div>
          <h2 id="about-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {about.title}
          </h2>
          <p className="mt-2 text-lg text-slate-700">{about.description}</p>
        </div>
        <img
          src={image}
          alt={about.imageAlt ?? `${partnerName} crew at work`}
          className="aspect-[4/3] w-full rounded-xl bg-slate-100 object-cover"
          loading="lazy"
        />
      </div>
      <div className="mt-6 space-y-4 text-slate-700">
        {about.paragraphs.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      {/* Two cards a row on a phone, one when large text makes them wider (docs/DECISIONS.md, "Accessibility"). */}
      {about.stats.length > 0 && (
        <dl className="mt-6 grid grid-cols-[repeat(auto-fit,minmax(min(100%,8rem),1fr))] gap-3">
          {about.stats.map((stat) => (
            <div key={stat.label} className="flex min-w-0 flex-col-reverse rounded-xl bg-brand/5 px-2 py-4 text-center sm:px-4">
              <dt className="text-sm text-slate-700">{stat.label}</dt>
              <dd className="text-xl font-extrabold break-words text-brand sm:text-2xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
