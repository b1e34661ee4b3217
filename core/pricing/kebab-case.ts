/** A field name as a line item's slug, which booking.schema.json holds to ^[a-z0-9_-]+$: grandPianos -> grand-pianos. */
export const kebabCase = (field: string): string => field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
