import { useState } from 'react';
import { restartBooking } from '../navigation/restart-booking';
import { useFunnelStore, useFunnelStoreApi } from '../store/use-funnel-store';
import { RestartBookingButton } from '../frame/restart-booking-button';

/** Restart booking wired to the navigation: busy from the press until the page has left. */
export function RestartBookingControl() {
  const store = useFunnelStoreApi();
  const restarting = useFunnelStore((s) => s.restarting);
  const [pressed, setPressed] = useState(false);
  return (
    <RestartBookingButton
      busy={pressed || restarting}
      onRestart={() => {
        setPressed(true);
        restartBooking(store);
      }}
    />
  );
}
