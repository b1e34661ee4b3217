/**
 * Why the server will not do what a call asked (convert, keep a conversion through an edit, take or hold a crew):
 * the messages to show and the step the customer should go back to. The one refusal type of the funnel; the API
 * answers it as `{ messages, step, path }` with `status` (422 unless said).
 */
export interface Refusal {
  messages: string[];
  /** The step to finish or choose again, and its path under /partners/{slug}. */
  step?: string;
  path?: string;
  /** 404: no booking; 409: a crew or a newer copy is in the way; 429: past a limit; else 422. */
  status?: 404 | 409 | 422 | 429;
  /** The server's own reason when it judged the move unserviceable. */
  unserviceableReason?: string | null;
}
