import { setHoneypotValue } from '../api/honeypot';
import { HONEYPOT_FIELD } from '../../core/posted-form-names';

/**
 * Every step form's honeypot (docs/DECISIONS.md, Hardening): a text field people never meet (moved off screen, hidden from
 * assistive technology, out of the tab order, no autofill) that form-filling bots do fill. Its value is sent
 * with every API call and the server refuses calls that carry one (server/security/honeypot-guard.ts).
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute top-auto -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor="booking-website">Website (leave this empty)</label>
      <input
        id="booking-website"
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
        onChange={(event) => setHoneypotValue(event.target.value)}
      />
    </div>
  );
}
