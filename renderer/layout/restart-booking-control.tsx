import { useState } from 'react';
import { restartBooking } from '../navigation/restart-booking';
import { useFunnelStore, useFunnelStoreApi } from '../store/use-funnel-store';
import { RestartBookingButton } from '../frame/restart-booking-button';
import { ConfirmRestartDialog } from '../frame/confirm-restart-dialog';

/** Restart booking wired to the navigation: asks first, then busy from the confirmation until the page has left. */
export function RestartBookingControl() {
  const store = useFunnelStoreApi();
  const restarting = useFunnelStore((s) => s.restarting);
  const [asking, setAsking] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  return (
    <>
      <RestartBookingButton busy={confirmed || restarting} onRestart={() => setAsking(true)} />
      <ConfirmRestartDialog
        open={asking}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          setConfirmed(true);
          restartBooking(store);
        }}
      />
    </>
  );
}
