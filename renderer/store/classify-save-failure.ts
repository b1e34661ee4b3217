import { ApiError } from '../api/api-error';

/** Why a save is retried: the network ('offline': no answer, or none in time) or the server (5xx, 429, 408). */
export type SaveFailureReason = 'offline' | 'server';

/**
 * Which failed saves are worth retrying (docs/DECISIONS.md, Hardening). A 4xx other than 408/429 is an answer about the request
 * itself (invalid data, session expired, booking replaced): sending it again would get the same answer, so
 * it is not retried and the caller sees the error. null: do not retry.
 */
export function classifySaveFailure(error: unknown): SaveFailureReason | null {
  if (error instanceof ApiError) return error.status >= 500 || error.status === 429 || error.status === 408 ? 'server' : null;
  // fetch rejects with a TypeError when the network is down, and with the signal's reason on a timeout.
  if (error instanceof TypeError) return 'offline';
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'offline';
  if (
    typeof DOMException !== 'undefined' &&
    error instanceof DOMException &&
    (error.name === 'TimeoutError' || error.name === 'AbortError')
  )
    return 'offline';
  return null;
}
