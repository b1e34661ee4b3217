import { useLocation } from 'react-router';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import { ProgressStepper } from '../frame/progress-stepper';
import { useFunnelStore } from '../store/use-funnel-store';

/**
 * The stepper over the groups this booking walks (core/flow/groups-on-path.ts): a labor-only booking has
 * no Destination group to show as completed. The selector returns a string, so typing in a field
 * does not re-render the stepper.
 */
export function BookingProgress({ currentGroup }: { currentGroup: string }) {
  const { search } = useLocation();
  const onPath = useFunnelStore((s) =>
    s
      .funnelSession(search)
      .groups()
      .map((g) => g.id)
      .join(' '),
  ).split(' ');
  const groups = funnelDefinition.flow.groups.filter((g) => g.id === currentGroup || onPath.includes(g.id));
  return <ProgressStepper groups={groups} currentGroup={currentGroup} />;
}
