/** Each unit test file's in-memory databases start from the run's template (database-templates.ts). */
import { inject } from 'vitest';
import { startInMemoryDatabasesFrom } from '../../server/db/in-memory-template';

startInMemoryDatabasesFrom(inject('pgliteTemplate'));
