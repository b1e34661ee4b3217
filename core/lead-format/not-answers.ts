/** The checkout's choices are the lead's `conversion`, not answers about the move (and consent is no partner's data). */
export const NOT_ANSWERS: ReadonlySet<string> = new Set(['conversionType', 'termsAccepted']);
