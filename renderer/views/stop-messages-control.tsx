import { useState } from 'react';
import { fieldOf, isRecord } from '../../core/is-record';
import { toSavePayload } from '../../core/save-payload';
import { bookingApi } from '../api/booking-api';
import { useFunnelStore, useFunnelStoreApi } from '../store/use-funnel-store';

const button =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-60';

/**
 * "Stop messages" on the manage page (docs/LEADS.md, "Consent"): the customer withdraws their consent to be called,
 * emailed and texted. It saves the booking with `messagesStopped`, through the same save as every other change; the
 * server records when (consent.withdrawnAt) and the partner hears of it in `booking.updated`.
 */
export function StopMessagesControl({ copy }: { copy: (key: string) => string }) {
  const store = useFunnelStoreApi();
  const consent = useFunnelStore((s) => fieldOf(s.booking, 'consent'));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const stopped = isRecord(consent) && typeof consent.withdrawnAt === 'string';

  const stop = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const { booking, api } = store.getState();
      store.getState().adoptServerBooking(await bookingApi.save(api, toSavePayload({ ...booking, messagesStopped: true }, 'manage')));
    } catch (error) {
      console.error(error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  if (stopped)
    return (
      <p className="text-slate-700" data-testid="messages-stopped">
        {copy('messagesStopped')}
      </p>
    );
  return (
    <div className="flex flex-col items-start gap-2" data-testid="stop-messages">
      <p className="text-slate-700">{copy('stopMessagesDetail')}</p>
      <button type="button" className={button} disabled={busy} aria-busy={busy || undefined} onClick={() => void stop()}>
        {copy('stopMessagesButton')}
      </button>
      {failed && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-800">
          {copy('stopMessagesFailed')}
        </p>
      )}
    </div>
  );
}
