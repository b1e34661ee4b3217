import { displayPartnerPhone } from '../../core/partner-phone';
import { CallLink } from '../frame/call-link';
import { useFunnelStore } from '../store/use-funnel-store';

/**
 * A save the server refused (docs/FUNNEL.md, "Saving and conversions"): its messages at once, above the step, with the
 * partner's phone, until a save goes through. Never retried behind the customer's back (store/create-save-pipeline.ts);
 * an alert, so screen readers read it as it appears.
 */
export function SaveRefusalNotice() {
  const messages = useFunnelStore((s) => s.saveRefusal);
  const phone = useFunnelStore((s) => s.partner.phone);
  if (messages === null || messages.length === 0) return null;
  return (
    <div role="alert" className="mb-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-900 sm:mb-8" data-testid="save-refusal">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
      <CallLink phone={phone} display={displayPartnerPhone(phone)} />
    </div>
  );
}
