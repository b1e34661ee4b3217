/**
 * The stand-in's PaymentIntents and refunds (./fake-stripe-server.ts): a deposit made for the browser to confirm, the
 * browser's confirmation with Stripe's test cards (a card that pays, one the bank declines, one that needs
 * authentication), an off-session charge of a saved card, and refunds. Amounts in cents, as Stripe's.
 */
type StripeObject = Record<string, unknown> & { id: string };

export interface FakeAnswer {
  status: number;
  body: unknown;
}

/** Stripe's test payment methods, by what the bank does with them. */
export const TEST_CARDS = {
  pays: 'pm_card_visa',
  declines: 'pm_card_chargeDeclined',
  needsAuthentication: 'pm_card_authenticationRequired',
} as const;

export const DECLINE_MESSAGE = 'Your card was declined.';
const AUTHENTICATION_MESSAGE = 'Your card was declined. This transaction requires authentication.';

function cardError(code: string, message: string, intent: StripeObject): FakeAnswer {
  return { status: 402, body: { error: { type: 'card_error', code, decline_code: code, message, payment_intent: intent } } };
}

export class FakePaymentIntents {
  readonly intents = new Map<string, StripeObject>();
  readonly refunds = new Map<string, StripeObject>();
  /** Every successful charge: the money that actually moved, by PaymentIntent. */
  readonly charges: Array<{ paymentIntent: string; amount: number; offSession: boolean }> = [];

  constructor(private readonly nextId: () => number) {}

  /** What the browser's confirmPayment does on the Payment Element with `card`. */
  confirmInBrowser(id: string, card: string): StripeObject {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`The fake has no PaymentIntent ${id}`);
    return this.pay(intent, card, false).intent;
  }

  handle(method: string, path: string, params: Record<string, unknown>): FakeAnswer | null {
    if (method === 'POST' && path === '/v1/payment_intents') return this.create(params);
    const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && match?.[1]) {
      const intent = this.intents.get(match[1]);
      return intent ? { status: 200, body: intent } : missing('payment_intent', match[1]);
    }
    if (method === 'POST' && path === '/v1/refunds') return this.refund(params);
    const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path);
    if (method === 'POST' && confirm?.[1]) return this.confirmWithReturn(confirm[1], params);
    return null;
  }

  /** A server-side confirm with a return address: a card that needs authentication gets Stripe's page for it. */
  private confirmWithReturn(id: string, params: Record<string, unknown>): FakeAnswer {
    const intent = this.intents.get(id);
    if (!intent) return missing('payment_intent', id);
    const card = String(params.payment_method ?? intent.payment_method);
    if (card !== TEST_CARDS.needsAuthentication) return { status: 200, body: this.pay(intent, card, false).intent };
    const waiting: StripeObject = {
      ...intent,
      status: 'requires_action',
      next_action: {
        type: 'redirect_to_url',
        redirect_to_url: { url: `https://hooks.stripe.com/3d_secure_2/authenticate/${id}`, return_url: params.return_url },
      },
    };
    this.intents.set(id, waiting);
    return { status: 200, body: waiting };
  }

  private create(params: Record<string, unknown>): FakeAnswer {
    const id = `pi_${this.nextId()}`;
    const intent: StripeObject = {
      id,
      object: 'payment_intent',
      client_secret: `${id}_secret_${Math.random().toString(36).slice(2)}`,
      status: 'requires_payment_method',
      payment_method: null,
      last_payment_error: null,
      livemode: false,
      ...params,
      amount: Number(params.amount),
      amount_received: 0,
    };
    this.intents.set(id, intent);
    if (params.confirm !== 'true') return { status: 200, body: intent };
    const { intent: charged, declined } = this.pay(intent, String(params.payment_method), params.off_session === 'true');
    if (declined === 'authentication_required') return cardError('authentication_required', AUTHENTICATION_MESSAGE, charged);
    if (declined) return cardError('card_declined', DECLINE_MESSAGE, charged);
    return { status: 200, body: charged };
  }

  private pay(intent: StripeObject, card: string, offSession: boolean): { intent: StripeObject; declined?: string } {
    let changes: Record<string, unknown>;
    let declined: string | undefined;
    if (card === TEST_CARDS.declines) {
      declined = 'card_declined';
      changes = { status: 'requires_payment_method', last_payment_error: { code: 'card_declined', message: DECLINE_MESSAGE } };
    } else if (card === TEST_CARDS.needsAuthentication) {
      // On the Payment Element, 3-D Secure runs in the browser and the charge goes through; off session it cannot.
      if (offSession) {
        declined = 'authentication_required';
        changes = {
          status: 'requires_payment_method',
          last_payment_error: { code: 'authentication_required', message: AUTHENTICATION_MESSAGE },
        };
      } else changes = { status: 'succeeded', amount_received: intent.amount, payment_method: card };
    } else changes = { status: 'succeeded', amount_received: intent.amount, payment_method: card };
    const updated: StripeObject = { ...intent, payment_method: card, ...changes };
    this.intents.set(intent.id, updated);
    if (updated.status === 'succeeded') this.charges.push({ paymentIntent: intent.id, amount: Number(intent.amount), offSession });
    return { intent: updated, declined };
  }

  private refund(params: Record<string, unknown>): FakeAnswer {
    const intent = this.intents.get(String(params.payment_intent));
    if (!intent) return missing('payment_intent', String(params.payment_intent));
    const refunded = [...this.refunds.values()].filter((r) => r.payment_intent === intent.id).reduce((sum, r) => sum + Number(r.amount), 0);
    const amount = params.amount === undefined ? Number(intent.amount_received) - refunded : Number(params.amount);
    if (amount <= 0 || refunded + amount > Number(intent.amount_received)) {
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'amount_too_large',
            message: 'Refund amount is greater than unrefunded amount on charge',
          },
        },
      };
    }
    const refund = { id: `re_${this.nextId()}`, object: 'refund', status: 'succeeded', ...params, payment_intent: intent.id, amount };
    this.refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }
}

function missing(kind: string, id: string): FakeAnswer {
  return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'` } } };
}
