/** A non-OK /api/v1 response (docs/FUNNEL.md#errors); keeps the status and body so callers can read a 409's booking. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly messages: string[],
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
