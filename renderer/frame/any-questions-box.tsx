import { CallLink } from './call-link';
import { useFrameCopy } from './frame-copy';

/** The desktop 'Any questions?' call box of the side column. */
export function AnyQuestionsBox({ phone, phoneDisplay }: { phone: string; phoneDisplay: string }) {
  const copy = useFrameCopy();
  return (
    <section aria-labelledby="any-questions-title" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="any-questions-title" className="text-lg font-semibold text-slate-900">
        {copy.anyQuestionsTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{copy.anyQuestionsBody}</p>
      <CallLink phone={phone} display={phoneDisplay} className="mt-2 text-lg" />
    </section>
  );
}
