/** Every message the API answers with outside field validation; the browser logs or shows them (SPEC section 8). */
export const API_MESSAGES = {
  sessionMissing: 'Your session has expired. Please reload the page.',
  csrfInvalid: 'Your security token is missing or out of date. Please reload the page.',
  unsupportedMediaType: 'Requests must be sent as JSON (Content-Type: application/json).',
  malformedJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request is too large.',
  partnerHeaderMissing: 'The x-partner-slug header is missing.',
  partnerUnknown: 'This moving company was not found.',
  bookingMissing: 'No booking was found for this visit. Please reload the page.',
  bookingReplaced: 'This booking was replaced by a newer one. Please reload the page.',
  bookingStale: 'Your booking was changed in another window. We loaded the latest version.',
  unserviceableReasonMissing: 'unserviceableReason: is required',
  notFound: 'This address does not exist.',
  methodNotAllowed: 'This method is not allowed here.',
  cardPaymentsUnavailable: 'Card payments are not available for this partner yet.',
  databaseUnavailable: 'We cannot reach our database right now. Please try again in a moment.',
  internal: 'Something went wrong on our side. Please try again.',
} as const;
