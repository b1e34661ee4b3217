/** The property test's door in memory: the app's own routes through app.inject, on the app's test clock. */
import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../../../server/db/app-database';
import { PAY_NOW_VERIFY_PATH } from '../../../../server/routes/pay-now-verify-route';
import type { TestClock } from '../../../support/test-clock';
import type { FakeStripeServer } from '../../payments/helpers/fake-stripe-server';
import { api, startBooking, type Visitor } from '../../helpers/test-app';
import { followLink } from '../../links/link-test-kit';
import { confirmLinkPath, payNowThrough, type LifeAnswer, type LifeCustomer, type LifeDoor } from './life-door';

const SLUG = 'bayside-movers';

const asVisitor = (customer: LifeCustomer): Visitor => ({
  slug: SLUG,
  cookie: customer.cookie,
  csrf: customer.csrf,
  props: { booking: customer.booking } as Visitor['props'],
});

export function memoryDoor(app: FastifyInstance, db: AppDb, clock: TestClock, stripe: FakeStripeServer): LifeDoor {
  const call = async (customer: LifeCustomer, method: 'PUT' | 'POST', path: string, body?: unknown): Promise<LifeAnswer> => {
    const response = await api(app, asVisitor(customer), method, path, body);
    return { status: response.statusCode, body: response.json() };
  };
  const begin = async (fields: Record<string, unknown>, cookie?: string): Promise<LifeCustomer> => {
    const visitor = await startBooking(app, SLUG, cookie, fields);
    return { cookie: visitor.cookie, csrf: visitor.csrf, booking: { ...visitor.props.booking }, fields };
  };
  return {
    db,
    start: (fields) => begin(fields),
    call,
    payNow: (customer) => payNowThrough(call, stripe, customer, PAY_NOW_VERIFY_PATH),
    async restart(customer) {
      const response = await app.inject({
        method: 'POST',
        url: `/partners/${SLUG}/reset`,
        headers: { cookie: customer.cookie, 'x-csrf-token': customer.csrf, 'sec-fetch-site': 'same-origin' },
      });
      return response.statusCode;
    },
    startAgain: (customer) => begin(customer.fields, customer.cookie),
    async wait(ms) {
      clock.advance(ms);
    },
    async confirm(customer) {
      const path = await confirmLinkPath(db, String(customer.booking.reference), clock.now());
      return (await followLink(app, path, '10.8.8.8')).statusCode;
    },
    async expire() {
      // Past every confirmation time of the run (confirmWithinHours: 1), then the lapse job's pass.
      clock.advance(61 * 60_000);
      await app.bookings.releaseLapsed(clock.now());
    },
  };
}
