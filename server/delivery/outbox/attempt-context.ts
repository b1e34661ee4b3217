import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../core/clock';
import type { AppDb } from '../../db/app-database';
import type { ServerPartner } from '../../partners/server-partner';
import type { LeadFormat } from '../../../core/lead-format/lead-format';
import type { CredentialLookup } from '../webhooks/webhook-auth';
import type { DeliveryMail } from './delivery-mail';
import type { CustomerEmailLimits } from './email-gate';

/** What every channel's attempt works with (delivery-channels.ts). */
export interface AttemptContext {
  db: AppDb;
  partners: ReadonlyMap<string, ServerPartner>;
  clock: Clock;
  log: FastifyBaseLogger;
  mail: DeliveryMail | null;
  webhookSecrets: Readonly<Record<string, string>>;
  allowPrivateNetwork: boolean;
  timeoutMs: number;
  /** PUBLIC_URL: where the links in customer emails start (server/links/customer-links.ts). */
  publicUrl: string;
  /** How many customer emails may go (email-gate.ts). */
  customerEmailLimits: CustomerEmailLimits;
  /** Jitter's source of randomness (Math.random); tests pass their own. */
  random?: () => number;
  /** The environment's values for webhooks' `auth` (AppConfig.webhookCredential); none without it. */
  credential?: CredentialLookup;
  /** The CRM formats webhooks name (the shipped formats/ by default). */
  leadFormats?: ReadonlyMap<string, LeadFormat>;
}

export interface AttemptOptions {
  /** An operator's replay: the email bounds do not apply, as the operator asked for this one. */
  replay?: boolean;
}
