/**
 * What the link tests share: a converted booking, the links its emails carry, and opening a link as a browser does:
 * a GET of its page, then a press of the page's button (a POST from that page, with its form token).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { KeptMail } from '../helpers/fake-delivery-mail';
import { api, cookieFrom, startBooking, type Visitor } from '../helpers/test-app';
import { COMPLETE_BOOKING, moveDateIn } from '../helpers/test-bookings';

/** Each booking on a Wednesday of its own: pay later takes a crew, and a demo morning has three. */
let week = 0;

/** A pay-later booking of `slug`, as the customer leaves it, and its reference. */
export async function payLaterBooking(app: FastifyInstance, fields: Record<string, unknown> = {}): Promise<Visitor> {
  const visitor = await startBooking(app, 'bayside-movers', undefined, {
    ...COMPLETE_BOOKING,
    moveDate: moveDateIn(30 + 7 * (week++ % 40)),
    ...fields,
  });
  const converted = await api(app, visitor, 'POST', '/api/v1/booking/pay-later');
  if (converted.statusCode !== 200) throw new Error(`pay-later answered ${converted.statusCode}: ${converted.body}`);
  return { ...visitor, props: { ...visitor.props, booking: converted.json() } };
}

/** The path of the link of `kind` in the customer email about `reference` (the worker made it while composing). */
export function linkPath(sent: KeptMail[], reference: string, kind: 'manageUrl' | 'resumeUrl' | 'unsubscribeUrl' | 'confirmUrl'): string {
  const mail = sent.find((message) => message.to === 'customer' && message.event.data.reference === reference && message.links?.[kind]);
  if (!mail) throw new Error(`No customer email about ${reference} carries a ${kind}`);
  return new URL(mail.links![kind]!).pathname;
}

/** A GET from a browser that has no cookie for this site, from its own address (the per-address limit counts it alone). */
export function openLink(app: FastifyInstance, path: string, remoteAddress: string, cookie?: string): Promise<LightMyRequestResponse> {
  return app.inject({ url: path, remoteAddress, headers: cookie ? { cookie } : {} });
}

/** The form token of a link page's button; throws when the page has no button. */
export function linkFormTokenIn(html: string): string {
  const token = /<input type="hidden" name="_csrf" value="([^"]+)">/.exec(html)?.[1];
  if (!token) throw new Error(`The link's page has no button:\n${html}`);
  return token;
}

/** Presses a link page's button: the POST a browser sends from that page (same origin, its Origin `null` under no-referrer). */
export function pressLinkButton(
  app: FastifyInstance,
  path: string,
  remoteAddress: string,
  formToken: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: path,
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', origin: 'null', ...headers },
    payload: new URLSearchParams({ _csrf: formToken }).toString(),
  });
}

/** Opens a link as a customer does: its page (GET), then its button (POST); the POST's answer. */
export async function followLink(
  app: FastifyInstance,
  path: string,
  remoteAddress: string,
  cookie?: string,
): Promise<LightMyRequestResponse> {
  const shown = await openLink(app, path, remoteAddress, cookie);
  if (shown.statusCode !== 200) return shown;
  return pressLinkButton(app, path, remoteAddress, linkFormTokenIn(shown.body), cookie ? { cookie } : {});
}

/** The cookie a link's answer binds; throws when it set none. */
export function boundCookie(response: LightMyRequestResponse): string {
  const cookie = cookieFrom(response);
  if (!cookie) throw new Error(`The link answered ${response.statusCode} without a session cookie`);
  return cookie;
}
