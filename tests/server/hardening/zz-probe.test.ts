import { it } from 'vitest';
import { openDatabase } from '../../../server/db/open-database';
import { api, testApp, visit } from '../helpers/test-app';
it('probe', async () => {
  const db = await openDatabase({ kind: 'pglite' });
  const app = testApp(db); await app.ready();
  const v = await visit(app, 'bayside-movers');
  for (const patch of [{ firstName: 'a\u0000b' }, { firstName: '\ud800' }, { notes: 'x\udfffy' }, { revision: 2 ** 31 }, { revision: 1e21 }, { locationId: 1e21 }, { estimate: 1e308 }, { bedrooms: 1.0 }, {moveDate: '2026-02-30'}]) {
    const r = await api(app, v, 'PUT', '/api/v1/booking', { booking: { ...v.props.booking, ...patch } });
    console.log(JSON.stringify(patch), r.statusCode, r.body.slice(0, 200));
  }
  const r = await app.inject({ url: '/api/v1/addresses/resolve?id=' + encodeURIComponent('eyJ6IjoiOTQxMDUiLCJzIjoiMSJ9'), headers: {} });
  console.log('resolve', r.statusCode, r.body.slice(0, 200));
  await app.close(); await db.close();
}, 60000);
