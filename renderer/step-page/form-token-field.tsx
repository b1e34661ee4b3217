import { FORM_TOKEN_FIELD } from '../../core/posted-form-names';
import { useFunnelStore } from '../store/use-funnel-store';

/**
 * The session's CSRF token in a form the browser itself may send before the app has started (every step's form,
 * StepForm's `postTo`): the server takes the form only with it, so another site cannot send one in the customer's name.
 */
export function FormTokenField() {
  const token = useFunnelStore((s) => s.csrfToken);
  return <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />;
}
