import type { ServerPartner } from '../../partners/server-partner';
import type { LeadEvent } from '../lead/lead';
import type { ComposeContext } from '../mail/compose-context';
import type { StoredEvent } from './stored-event';

/**
 * How the outbox worker writes and sends email: the composers and transport of server/delivery/mail/, behind
 * this seam so the worker's tests pass their own. `event` is the stored body, read once (stored-event.ts).
 */
export interface DeliveryMail<Message = unknown> {
  /** `context`: the invite's SEQUENCE (a partner's email carries the invite too); no links. */
  partnerMessage(event: LeadEvent, partner: ServerPartner, context: ComposeContext): Message;
  /** Null when the customer gets nothing for this event; `context` adds the links made for this email (server/links/customer-links.ts). */
  customerMessage(event: StoredEvent, partner: ServerPartner, context: ComposeContext): Message | null;
  send(message: Message): Promise<{ messageId: string; emlPath?: string }>;
  /** Closes pooled connections when the app closes. */
  close?(): void;
}
