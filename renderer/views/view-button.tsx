import { RouterLink } from '../navigation/router-link';
import { contextValue } from '../../core/flow/context-value';
import { edgeQuery } from '../../core/flow/edge-query';
import type { ConditionContext, StepButton } from '../../core/flow/step-definition';
import { NewQuoteButton } from './new-quote-button';

const primaryButton =
  'inline-flex min-h-12 items-center justify-center rounded-lg bg-brand px-6 text-lg font-semibold text-brand-contrast shadow-sm hover:brightness-110';
const secondaryButton =
  'inline-flex min-h-12 items-center justify-center rounded-lg border border-slate-300 bg-white px-6 text-lg font-semibold text-slate-800 hover:bg-slate-100';

/** A view's button style (primary by default), for the views' own buttons too (the manage page's Cancel). */
export function viewButtonClass(style: StepButton['style']): string {
  return style === 'secondary' ? secondaryButton : primaryButton;
}

/** One button of a view's step file: a link to a step of the funnel, to an address read from the context, or an action. */
export function ViewButton({
  button,
  context,
  label,
  pathOf,
}: {
  button: StepButton;
  context: ConditionContext;
  label: string;
  pathOf: (stepId: string, query?: Record<string, string>) => string;
}) {
  const className = viewButtonClass(button.style);
  if (button.action === 'newQuote') return <NewQuoteButton label={label} className={className} />;
  if (button.to !== undefined) {
    const query = edgeQuery({ query: button.query }, context);
    return (
      <RouterLink to={pathOf(button.to, Object.keys(query).length > 0 ? query : undefined)} className={className}>
        {label}
      </RouterLink>
    );
  }
  const href = button.hrefFrom === undefined ? undefined : contextValue(button.hrefFrom, context);
  if (typeof href !== 'string' || href === '')
    throw new Error(`Button "${button.copy}" reads its address from "${button.hrefFrom}", which is empty`);
  return (
    <a href={href} className={className}>
      {label}
    </a>
  );
}
