/**
 * A link's token: 128 random bits, base64url (22 characters) in the emailed address. Only its SHA-256 is stored,
 * so the table alone opens nothing; a fast hash is enough, since a 128-bit secret cannot be guessed.
 */
import { createHash, randomBytes } from 'node:crypto';

export function newLinkToken(): string {
  return randomBytes(16).toString('base64url');
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A string that could be a token: anything else is refused without a query. */
export function looksLikeLinkToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{22}$/.test(value);
}
