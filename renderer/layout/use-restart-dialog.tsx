import { useState, type ReactElement } from 'react';
import { fieldOf } from '../../core/is-record';
import { useFrameCopy } from '../frame/frame-copy';
import { SafeConfirmDialog, type ConfirmCopy } from '../frame/safe-confirm-dialog';
import { restartBooking } from '../navigation/restart-booking';
import { useFunnelStore, useFunnelStoreApi } from '../store/use-funnel-store';

/** Restart as the booking stands: clear the answers of an open quote, or start a new quote beside a converted booking. */
export interface RestartDialog {
  /** The trigger's label: "Restart booking", or "Start a new quote" once the server converted the booking. */
  label: string;
  /** From the confirmation until the page has left. */
  busy: boolean;
  ask: () => void;
  dialog: ReactElement;
}

/**
 * Restart asks first (docs/FUNNEL.md, "Screens and routes"). A booking the server converted (reserved, a call-back, or
 * cancelled) is not cleared: the reset keeps it, its crew and its manage link (server/bookings/booking-desk.ts `reset`),
 * so the control offers "Start a new quote" and its dialog says the booking stays; an open quote's answers are cleared.
 */
export function useRestartDialog(): RestartDialog {
  const store = useFunnelStoreApi();
  const restarting = useFunnelStore((s) => s.restarting);
  const converted = useFunnelStore((s) => s.recorded.conversionType !== null);
  const cancelled = useFunnelStore((s) => typeof fieldOf(s.booking, 'cancelledAt') === 'string');
  const reference = useFunnelStore((s) => s.booking.reference ?? '');
  const partnerName = useFunnelStore((s) => s.partner.name);
  const [asking, setAsking] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const copy = useFrameCopy();
  const fill = (text: string) => text.replaceAll('{reference}', reference).replaceAll('{partnerName}', partnerName);
  const words: ConfirmCopy = converted
    ? {
        title: copy.newQuoteConfirmTitle,
        body: fill(cancelled ? copy.newQuoteCancelledBody : copy.newQuoteConfirmBody),
        back: copy.restartCancel,
        confirm: copy.newQuoteConfirm,
      }
    : { title: copy.restartConfirmTitle, body: copy.restartConfirmBody, back: copy.restartCancel, confirm: copy.restartConfirm };
  return {
    label: converted ? copy.newQuote : copy.restartBooking,
    busy: confirmed || restarting,
    ask: () => setAsking(true),
    dialog: (
      <SafeConfirmDialog
        open={asking}
        copy={words}
        testId="restart-dialog"
        onBack={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          setConfirmed(true);
          restartBooking(store);
        }}
      />
    ),
  };
}
