import { RestartBookingButton } from '../frame/restart-booking-button';
import { useRestartDialog } from './use-restart-dialog';

/** Restart booking wired to the navigation: asks first, then busy from the confirmation until the page has left. */
export function RestartBookingControl() {
  const restart = useRestartDialog();
  return (
    <>
      <RestartBookingButton busy={restart.busy} label={restart.label} onRestart={restart.ask} />
      {restart.dialog}
    </>
  );
}
