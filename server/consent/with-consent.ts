/**
 * The consent a save records (docs/DECISIONS.md, "Consent as data"), laid onto the data the save stores. The landing
 * page's submit (its save names the landing step) records each text shown: the contact text, agreed by the submit (call
 * and email), and, when the partner enables texting, the text-message one, agreed only when its box is ticked. A save
 * with `messagesStopped` (the manage page's "Stop messages") records the withdrawal. Any other save carries no
 * `consent`, and the database keeps the stored one (drizzle/0011_consent_kept.sql): a client never writes it.
 */
import type { Booking } from '../../core/booking';
import { consentTexts, SMS_OPT_IN_FIELD, type ConsentText } from '../../core/consent/consent-texts';
import { applyPartnerCopy } from '../../core/copy/apply-partner-copy';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import { funnelPath } from '../../core/flow/funnel-path';
import type { ServerPartner } from '../partners/server-partner';
import { versionedConsentText } from './consent-version';

type ConsentRecord = NonNullable<NonNullable<Booking['consent']>['contact']>;

export interface ConsentSave {
  partner: ServerPartner;
  /** The step the save was made on: the landing step's records the consent. */
  currentStep: string | null;
  now: Date;
  /** The client's address, hashed (./client-address-hash.ts); '' when the caller has none. */
  clientHash: string;
}

const LANDING = 'landing';

/** The landing step's texts in each partner's copy, made once per partner (partners do not change while serving). */
const landingTexts = new WeakMap<ServerPartner, ReturnType<typeof consentTexts>>();

function landingTextsOf(partner: ServerPartner, landing: NonNullable<(typeof funnelDefinition.steps)[string]>) {
  let texts = landingTexts.get(partner);
  if (!texts) landingTexts.set(partner, (texts = consentTexts(applyPartnerCopy(landing, partner.copy), partner)));
  return texts;
}

export function withConsent(data: Booking, { partner, currentStep, now, clientHash }: ConsentSave): Booking {
  const { consent: _sent, ...stored } = data;
  if (stored.messagesStopped === true) return { ...stored, consent: { withdrawnAt: now.toISOString() } };
  const landing = funnelDefinition.steps[LANDING];
  if (currentStep !== LANDING || !landing) return stored;
  const texts = landingTextsOf(partner, landing);
  const at = now.toISOString();
  const page = {
    path: funnelPath(partner.slug, LANDING),
    hostPageOrigin: stored.hostPageOrigin ?? null,
    hostPagePath: stored.hostPagePath ?? null,
  };
  const record = (text: ConsentText, agreed: boolean, channels: ConsentRecord['channels']): ConsentRecord => ({
    ...versionedConsentText(text),
    agreed,
    channels: agreed ? channels : [],
    shownAt: at,
    acceptedAt: agreed ? at : null,
    page,
    clientHash,
  });
  const smsAgreed = texts.sms !== null && stored[SMS_OPT_IN_FIELD] === true;
  return {
    ...stored,
    consent: {
      contact: record(texts.contact, true, ['call', 'email']),
      ...(texts.sms && { sms: record(texts.sms, smsAgreed, ['text']) }),
    },
  };
}
