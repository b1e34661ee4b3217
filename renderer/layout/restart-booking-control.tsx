import { useState } from 'react';
import { restartBooking } from '../navigation/restart-booking';
import { useFunnelStore, useFunnelStoreApi } from '../store/use-funnel-store';
import { RestartBookingButton } from '../frame/restart-booking-button';
import { useFrameCopy } from '../frame/frame-copy';
import { SafeConfirmDialog } from '../frame/safe-confirm-dialog';

/** Restart booking wired to the navigation: asks first, then busy from the confirmation until the page has left. */
export function RestartBookingControl() {
  const store = useFunnelStoreApi();
  const restarting = useFunnelStore((s) => s.restarting);
  const [asking, setAsking] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const copy = useFrameCopy();
  return (
    <>
      <RestartBookingButton busy={confirmed || restarting} onRestart={() => setAsking(true)} />
      <SafeConfirmDialog
        open={asking}
        copy={{ title: copy.restartConfirmTitle, body: copy.restartConfirmBody, back: copy.restartCancel, confirm: copy.restartConfirm }}
        onBack={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          setConfirmed(true);
          restartBooking(store);
        }}
      />
    </>
  );
}
