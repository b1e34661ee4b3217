import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { RouterLink } from '../navigation/router-link';
import type { StepDefinition } from '../../core/flow/step-definition';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import { useFunnelSession } from '../navigation/use-funnel-session';
import { useFunnelNavigation } from '../navigation/use-funnel-navigation';
import { useFunnelStore } from '../store/use-funnel-store';
import { Spinner } from '../frame/spinner';
import { usePartnerStep } from '../frame/use-partner-step';
import { usePreviewMode } from '../preview/preview-mode';
import { usePayNowReturn } from '../services/payments/use-pay-now-return';
import { stepCopy } from '../../core/copy/step-copy';
import { processingTarget } from './processing-target';
import { useEmbedded } from '../embed/use-embedded';
import type { RefusalState } from '../navigation/refused-conversion';
import { useFocusOnArrival } from '../step-page/use-focus-on-arrival';

/** How long the processing page counts down (schemas/flow.json `constants`). */
const PROCESSING_SECONDS = funnelDefinition.flow.constants.processingSeconds;

/**
 * 'Your move details are being processed...' with a countdown ticking each second, then the
 * partner's submission address or the step's next edge (docs/FUNNEL.md, "Screens and routes").
 */
export default function ProcessingView({ step: fileStep }: { step: StepDefinition }) {
  // The partner's wording (partner file `copy`) in place of the step file's defaults.
  const step = usePartnerStep(fileStep);
  const submissionRedirectUrl = useFunnelStore((s) => s.partner.submissionRedirectUrl);
  const submissionRedirectOverride = useFunnelStore((s) => s.booking.submissionRedirectOverride);
  const recordedStatus = useFunnelStore((s) => s.recorded.conversionType);
  // The public reference (docs/DECISIONS.md, "Public booking reference"), never the numeric id.
  const reference = useFunnelStore((s) => s.booking.reference);
  const { pathOf } = useFunnelNavigation(step);
  const { search } = useLocation();
  const navigate = useNavigate();
  const edge = useFunnelSession().next(step.id);
  if (edge === null) throw new Error(`Step "${step.id}" has no next edge to count down to`);
  const nextPath = pathOf(edge.to, Object.keys(edge.query).length > 0 ? edge.query : undefined);
  // In a partner page's frame the partner's own page may refuse to be framed: the frame ends on the complete page,
  // and /embed.js takes the host page to the partner's (funnel:converted carries its address).
  const embedded = useEmbedded();
  const target = processingTarget({
    submissionRedirectUrl: embedded ? null : submissionRedirectUrl,
    submissionRedirectOverride,
    nextPath,
    carries: {
      status: typeof recordedStatus === 'string' ? recordedStatus : null,
      reference: typeof reference === 'string' ? reference : null,
    },
  });
  const [seconds, setSeconds] = useState(PROCESSING_SECONDS);
  const left = useRef(false);
  const preview = usePreviewMode();
  // Focus follows the customer here from checkout (screen readers announce the page).
  const heading = useFocusOnArrival<HTMLHeadingElement>();

  // Back from Stripe (?setup_intent=…): the server checks the card setup with Stripe before the countdown runs.
  const { settled, outcome } = usePayNowReturn(search, !preview);
  const sentBack = outcome !== null && !outcome.converted ? outcome : null;

  useEffect(() => {
    // The card was not saved, is still being confirmed, or the booking changed since: back to the step to finish, with why.
    if (sentBack)
      navigate(pathOf(sentBack.stepId, sentBack.query), { replace: true, state: { refusal: sentBack.messages } satisfies RefusalState });
  }, [sentBack, navigate, pathOf]);

  useEffect(() => {
    // The admin preview shows the page as it first appears and never leaves it.
    if (preview || !settled || sentBack) return;
    const timer = setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, [preview, settled, sentBack]);

  useEffect(() => {
    if (seconds > 0 || left.current) return;
    left.current = true;
    // Replace: the browser's Back from the complete page must not land here and bounce forward again.
    if (target.kind === 'external') window.location.assign(target.url);
    else navigate(target.path, { replace: true });
  }, [seconds, target, navigate]);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 py-16 text-center" data-testid="processing-view">
      <Spinner className="size-12 text-brand" />
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none sm:text-3xl">
        {stepCopy(step, 'message')}
      </h1>
      <p className="text-lg text-slate-600 tabular-nums" data-testid="processing-countdown">
        {stepCopy(step, 'countdown', { seconds })}
      </p>
      {/* Without JavaScript the countdown cannot run: the browser itself moves on after the same seconds. As markup, so
          a browser running scripts reads it as text and never refreshes (docs/FUNNEL.md, "Without JavaScript"). */}
      {!preview && (
        <noscript
          dangerouslySetInnerHTML={{ __html: refreshAfter(PROCESSING_SECONDS, target.kind === 'external' ? target.url : target.path) }}
        />
      )}
      {target.kind === 'external' ? (
        <a href={target.url} className="font-semibold text-brand underline underline-offset-2">
          {stepCopy(step, 'fallbackLink')}
        </a>
      ) : (
        <RouterLink to={target.path} replace className="font-semibold text-brand underline underline-offset-2">
          {stepCopy(step, 'fallbackLink')}
        </RouterLink>
      )}
    </div>
  );
}

/** A meta refresh to `url` after `seconds`, escaped for its attribute. */
function refreshAfter(seconds: number, url: string): string {
  const escaped = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<meta http-equiv="refresh" content="${seconds};url=${escaped}">`;
}
