import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/db/app-database';
import { api, useTestApp, visit } from '../helpers/test-app';
import { bookingByReference } from '../helpers/booking-by-reference';
import { testDatabases } from '../helpers/test-databases';

// docs/FUNNEL.md, "Hidden means absent": the server judges the step rules as the browser does.
describe.each(testDatabases.slice(0, 1))('a hidden answer is not stored ($name)', ({ open }) => {
  let app: FastifyInstance;
  let database: AppDatabase;
  useTestApp(open, (opened) => ({ app, database } = opened));

  it.each<[string, string, boolean]>([
    ['an apartment keeps its unit number', 'apartment', true],
    ['a house has none: the rule hides it, so the answer goes', 'single_family_house', false],
  ])('%s', async (_case, originPropertyType, kept) => {
    const visitor = await visit(app, 'bayside-movers');
    const booking = { ...visitor.props.booking, firstName: 'Ann', originPropertyType, originUnitNumber: '4B', originFloors: 2 };
    const saved = (await api(app, visitor, 'PUT', '/api/v1/booking', { booking })).json();
    expect('originUnitNumber' in saved).toBe(kept);
    const stored = await bookingByReference(database.db, saved.reference);
    expect('originUnitNumber' in stored.data).toBe(kept);
    expect(stored.data.originFloors).toBe(2);
  });
});
