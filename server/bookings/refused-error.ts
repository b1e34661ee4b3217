import type { Refusal } from '../../core/refusal';

/** Thrown inside a booking's transaction to refuse the change: it rolls back, and the call answers the refusal. */
export class RefusedError extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.messages.join(' '));
    this.name = 'RefusedError';
  }
}
