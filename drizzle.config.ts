// drizzle-kit generate: writes SQL migrations into drizzle/ from the table definitions; the server runs them at start.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './server/db/schema.ts',
    './server/db/payments-table.ts',
    './server/db/outbox-tables.ts',
    './server/db/link-tables.ts',
    './server/db/insights-tables.ts',
    './server/db/insights-weekly-table.ts',
    './server/db/insights-moves-table.ts',
  ],
  out: './drizzle',
});
