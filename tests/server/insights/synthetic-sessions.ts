/**
 * A seeded generator of funnel visits over three branches of bayside-movers' funnel (full service, labor only, and a
 * move out of state that ends unserviceable at the destination), with its own tally of what the insights must count.
 * The tally is written from the generator's choices alone (the paths are the demo route's, cut by the step groups):
 * it shares no code with the server's counting or core/insights' arithmetic, so the two can be compared.
 */
import { funnelDefinition } from '../../../core/flow/funnel-definition';
import { NEW_YORK, STEP_VALUES, address } from '../helpers/test-bookings';

/** The demo flow's route up to the checkout, from the flow file (its steps are data, not this file's). */
const ROUTE = funnelDefinition.flow.steps.slice(0, funnelDefinition.flow.steps.indexOf('checkout') + 1);
const inDestination = (step: string) => funnelDefinition.steps[step]?.group === 'destination';
export const PATHS = {
  full: ROUTE,
  // A labor-only move has no destination: the flow passes those steps by.
  labor: ROUTE.filter((step) => !inDestination(step)),
  // A move out of state ends at the destination's address, unserviceable.
  far: ROUTE.slice(0, ROUTE.findIndex(inDestination) + 1),
} as const;
export type Branch = keyof typeof PATHS;

const SOURCES = [
  { query: {}, bucket: 'direct' },
  { query: { gclid: 'abc123' }, bucket: 'click:google' },
  { query: { fbclid: 'fb.1' }, bucket: 'click:facebook' },
  { query: { utm_source: 'newsletter', utm_medium: 'email' }, bucket: 'utm:newsletter/email' },
] as const;
const DEVICES = [
  { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148', device: 'phone' },
  { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36', device: 'desktop' },
] as const;

/** mulberry32: a small seeded generator, so every run drives the same sessions. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One save the session sends: the step it is sent from, with the answers of every step up to it. */
export interface PlannedSave {
  step: string;
  fields: Record<string, unknown>;
}

export interface PlannedSession {
  branch: Branch;
  query: Record<string, string>;
  userAgent: string;
  saves: PlannedSave[];
  /** How it ends: pay later from the checkout, unserviceable at the destination (its last save is that call's), or leaving. */
  conversion: 'pay_later' | 'unserviceable' | null;
}

/** A move's key in the tally: step, edge, source, device, service, day-price band, conversion. */
export type Cell = string;
export const cellKey = (parts: readonly string[]): Cell => parts.join('|');

export interface Tally {
  cells: Map<Cell, number>;
  /** By step: times reached, exits, conversions (the generator's own view of where each visit went). */
  reached: Map<string, number>;
  exits: Map<string, number>;
  conversions: Map<string, number>;
  starts: number;
}

const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/**
 * `slot(converts)`: the move date and time of day of a session, a crew of its own for one that converts (pay later takes
 * one); `dayBand` the band the partner's price rules give a date (+10% on Fridays and Saturdays at bayside-movers).
 */
export function planSessions(
  count: number,
  seed: number,
  slot: (converts: boolean) => { moveDate: string; timeOfDay: string },
  dayBand: (date: string) => string,
  tally: Tally,
): PlannedSession[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: count }, () => {
    const roll = random();
    const branch: Branch = roll < 0.45 ? 'full' : roll < 0.8 ? 'labor' : 'far';
    const source = pick(SOURCES);
    const device = pick(DEVICES);
    const path = PATHS[branch];
    // Each step is left forward with probability 0.82; at the last step the visit converts with probability 0.85.
    let reachedIndex = 0;
    while (reachedIndex < path.length - 1 && random() < 0.82) reachedIndex += 1;
    const converts = reachedIndex === path.length - 1 && random() < 0.85;
    // Sometimes a visit goes back two steps with the browser's Back and sends that step again (a jump in the counts).
    const backAt = reachedIndex >= 3 && random() < 0.1 ? reachedIndex : -1;
    const values: Record<string, Record<string, unknown>> = {
      ...STEP_VALUES,
      services: { serviceType: branch === 'labor' ? 'labor_only' : 'full_service' },
      moveDate: slot(converts && branch !== 'far'),
      ...(branch === 'far' && {
        destinationAddress: { ...address('destination', NEW_YORK), destinationPropertyType: 'single_family_house' },
      }),
    };
    const order: number[] = [];
    for (let i = 0; i < reachedIndex; i += 1) {
      order.push(i);
      if (i + 1 === backAt) order.push(i - 1, i);
    }
    const fields: Record<string, unknown> = { ...source.query };
    const saves = order.map((i) => {
      Object.assign(fields, values[path[i]!]);
      return { step: path[i]!, fields: { ...fields } };
    });
    const conversion = converts ? (branch === 'far' ? 'unserviceable' : 'pay_later') : null;
    const session: PlannedSession = { branch, query: { ...source.query }, userAgent: device.userAgent, saves, conversion };
    // Pay later: the checkout is sent with the conversion (its edge converts, so it moves nothing), then pay later.
    if (conversion === 'pay_later')
      saves.push({ step: 'checkout', fields: { ...fields, ...values.checkout, conversionType: 'pay_later' } });
    if (conversion === 'unserviceable') saves.push({ step: 'destinationAddress', fields: { ...fields, ...values.destinationAddress } });
    tallySession(session, path, order, source.bucket, device.device, dayBand, tally);
    return session;
  });
}

function tallySession(
  session: PlannedSession,
  path: readonly string[],
  order: readonly number[],
  source: string,
  device: string,
  dayBand: (date: string) => string,
  tally: Tally,
): void {
  const count = (step: string, edge: string, cut: readonly [string, string], conversion = 'none') =>
    bump(tally.cells, cellKey([step, edge, source, device, cut[0], cut[1], conversion]));
  let at = path[0]!;
  let cut: readonly [string, string] = ['none', 'no date'];
  tally.starts += 1;
  bump(tally.reached, at);
  count('(start)', at, cut);
  for (const [n, i] of order.entries()) {
    const step = path[i]!;
    const to = path[i + 1]!;
    if (to === at) continue;
    const fields = session.saves[n]!.fields;
    const service = typeof fields.serviceType === 'string' ? fields.serviceType : 'none';
    const next: readonly [string, string] = [service, typeof fields.moveDate === 'string' ? dayBand(fields.moveDate) : 'no date'];
    if (next[0] !== cut[0] || next[1] !== cut[1]) {
      count(at, '(recut)', cut);
      count('(recut)', at, next);
      cut = next;
    }
    if (at !== step) {
      count(at, step, cut);
      bump(tally.reached, step);
    }
    count(step, to, cut);
    bump(tally.reached, to);
    at = to;
  }
  if (session.conversion) {
    count(at, '(convert)', cut, session.conversion);
    bump(tally.conversions, at);
  } else bump(tally.exits, at);
}
