/**
 * The names the funnel's HTML forms, the browser app and the server agree on (docs/DECISIONS.md, "One home per wire
 * contract"): both sides import them from here, and nothing else spells them.
 */

/** The hidden field a server-rendered form posts its session's CSRF token in (Restart booking, every step's form). */
export const FORM_TOKEN_FIELD = '_csrf';

/** Every step form's honeypot field: a text field people never meet, which form-filling bots fill. */
export const HONEYPOT_FIELD = 'website';

/** The header the app sends the honeypot's value in on every /api/v1 call when it is not empty. */
export const HONEYPOT_HEADER = 'x-form-website';

/** RJSF's id prefix and separator: a step's field `name` is the form control `root_name`, its id and its posted name. */
const POSTED_FIELD_PREFIX = 'root_';

/** The name (and id) RJSF gives a step's field, under which a server-rendered form posts it. */
export const postedFieldName = (field: string): string => `${POSTED_FIELD_PREFIX}${field}`;

/** The step's field of an RJSF id or posted name (`root_originAddress` -> `originAddress`); other names stay as they are. */
export const fieldOfPostedName = (name: string): string =>
  name.startsWith(POSTED_FIELD_PREFIX) ? name.slice(POSTED_FIELD_PREFIX.length) : name;

/** What every tab's draft key in sessionStorage starts with (the host page's boot script looks for one). */
export const DRAFT_KEY_PREFIX = 'funnel-draft:';

/** The sessionStorage key of a tab's draft of one partner's booking (`new` before the booking has a reference). */
export const draftKey = (slug: string, reference: string | undefined): string => `${DRAFT_KEY_PREFIX}${slug}:${reference ?? 'new'}`;
