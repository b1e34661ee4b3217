import type { DeskAnswer } from './desk-answer';
import { RefusedError } from './refused-error';

/** Runs a change whose transaction refuses by throwing RefusedError (rolled back), answering the refusal instead. */
export async function refusedAnswer(change: () => Promise<DeskAnswer>): Promise<DeskAnswer> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof RefusedError) return { refusal: error.refusal };
    throw error;
  }
}
