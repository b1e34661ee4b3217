import { createHash } from 'node:crypto';
import type { ConsentText } from '../../core/consent/consent-texts';

/** A consent text with its hash and version (docs/DECISIONS.md, "Consent as data"). */
export interface VersionedConsentText {
  /** Its kind and the first 12 hex digits of the hash, e.g. 'contact-3f9a2c41b7d0': new words, new version. */
  version: string;
  /** SHA-256 of the text, hex. */
  hash: string;
  text: string;
}

const KNOWN_TEXTS = 1_000;
const versions = new Map<string, VersionedConsentText>();

/**
 * The version of a text is made from its words, so changing a consent text (a partner's copy, the step file) changes its
 * version without anyone having to remember to, and a booking keeps the words it recorded. `npm run consent -- show
 * <version>` finds them again (scripts/consent.ts).
 */
export function versionedConsentText({ kind, text }: ConsentText): VersionedConsentText {
  const key = `${kind}\n${text}`;
  const known = versions.get(key);
  if (known) return { ...known };
  const hash = createHash('sha256').update(text, 'utf8').digest('hex');
  const versioned = { version: `${kind}-${hash.slice(0, 12)}`, hash, text };
  // The texts are the partners' copies of a few steps: a handful, hashed once each (docs/PERFORMANCE.md, "CPU per save").
  if (versions.size < KNOWN_TEXTS) versions.set(key, versioned);
  return { ...versioned };
}
