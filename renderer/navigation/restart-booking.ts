import { FORM_TOKEN_FIELD } from '../../core/posted-form-names';
import type { FunnelStore } from '../store/funnel-state';

/**
 * Restart booking (docs/FUNNEL.md, "Screens and routes"): busy state, then a form POST of
 * /partners/{slug}/reset with the page's CSRF token, a full page load the server answers with a redirect
 * to a fresh funnel. A GET of that address never resets anything, so a link from another site cannot.
 */
export function restartBooking(store: FunnelStore, doc: Document = document): void {
  const { partner, setRestarting } = store.getState();
  setRestarting();
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = `/partners/${encodeURIComponent(partner.slug)}/reset`;
  form.hidden = true;
  const token = doc.createElement('input');
  token.type = 'hidden';
  token.name = FORM_TOKEN_FIELD;
  token.value = doc.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
  form.append(token);
  doc.body.append(form);
  form.submit();
}
