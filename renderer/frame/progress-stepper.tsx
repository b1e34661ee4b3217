import type { ProgressGroup } from '../../core/flow/step-definition';
import { CheckIcon, TruckIcon } from './icons';
import { useFrameCopy } from './frame-copy';

export type StepperState = 'past' | 'current' | 'upcoming';

/** Where each progress group stands relative to the group of the step being shown. */
export function stepperStates(groups: ProgressGroup[], currentGroup: string): StepperState[] {
  const current = groups.findIndex((g) => g.id === currentGroup);
  if (current < 0) throw new Error(`Unknown progress group '${currentGroup}'`);
  return groups.map((_, i) => (i < current ? 'past' : i === current ? 'current' : 'upcoming'));
}

/**
 * The progress groups of flow.json (docs/FUNNEL.md#screens-and-routes): a truck on the current one, a check on past
 * ones. Phones show only the current label (the others stay readable by screen readers), on one line: under the
 * first and last circles it starts or ends there instead of centring, so large text never runs off the screen.
 */
/** Phones: the current label under the first or last circle grows inwards from the screen's edge. */
const edge = (i: number, count: number) =>
  i === 0 ? 'max-sm:self-start max-sm:text-left' : i === count - 1 ? 'max-sm:self-end max-sm:text-right' : '';

export function ProgressStepper({ groups, currentGroup }: { groups: ProgressGroup[]; currentGroup: string }) {
  const copy = useFrameCopy();
  const states = stepperStates(groups, currentGroup);
  return (
    <nav aria-label={copy.progressLabel} className="w-full">
      <ol className="flex items-start justify-between gap-1">
        {groups.map((group, i) => {
          const state = states[i];
          return (
            <li
              key={group.id}
              aria-current={state === 'current' ? 'step' : undefined}
              data-state={state}
              className="relative flex min-w-0 flex-1 flex-col items-center gap-1 text-center"
            >
              {i > 0 && (
                <span
                  aria-hidden="true"
                  className={`absolute top-3.5 right-1/2 -z-0 h-0.5 w-full -translate-y-1/2 sm:top-5 ${state === 'upcoming' ? 'bg-slate-200' : 'bg-accent'}`}
                />
              )}
              <span
                aria-hidden="true"
                className={`relative z-[1] flex size-7 items-center justify-center rounded-full border-2 text-sm font-semibold sm:size-10 ${
                  state === 'current'
                    ? 'border-brand bg-brand text-brand-contrast'
                    : state === 'past'
                      ? 'border-accent bg-accent text-accent-contrast'
                      : 'border-slate-300 bg-white text-slate-500'
                }`}
              >
                {state === 'current' ? (
                  <TruckIcon className="size-4 sm:size-5" data-icon="truck" />
                ) : state === 'past' ? (
                  <CheckIcon className="size-4 sm:size-5" data-icon="check" />
                ) : (
                  i + 1
                )}
              </span>
              <span
                className={`text-xs sm:text-sm ${state === 'current' ? `font-semibold text-slate-900 max-sm:whitespace-nowrap ${edge(i, groups.length)}` : 'max-sm:sr-only text-slate-600'}`}
              >
                {group.label}
                {state === 'past' && <span className="sr-only"> (completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
