/** Why a booking with a card on file takes no other conversion: the desk refuses pay later with it, the card route a second card. */
export const CARD_ALREADY_ON_FILE_MESSAGE = 'A card is already on file for this booking.';
