// drizzle-kit generate: writes SQL migrations into drizzle/ from the table definitions; the server runs them at start.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './server/db/schema.ts',
    './server/payments/stripe/payments-table.ts',
    './server/delivery/outbox/outbox-tables.ts',
    './server/links/link-tables.ts',
    './server/insights/insights-tables.ts',
  ],
  out: './drizzle',
});
