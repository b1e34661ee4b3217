import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { SuiteSequencer } from './tests/support/suite-sequencer';

// Unit and component tests, server tests (tests/server, tests/scripts), and browser tests (tests/e2e), which run
// after `vite build` against the real server and Debian's Chromium (tests/e2e/global-setup.ts). All run in one
// pool of two workers: the server tests, then the browser tests, then the unit tests, longest (or largest) files first.
export default defineConfig({
  plugins: [react()],
  test: {
    // The built server renderer (dist/server/, loaded by the server at start) is plain built JavaScript:
    // Node imports it as the server does, without Vite transforming 1.6 MB on every run.
    server: { deps: { external: [/\/server\/server-entry\.js$/] } },
    // Vitest's default leaves one core free, which on the 2-core machine runs every file one after
    // another. Most of a browser test's time is waiting on the browser and the server, so two files
    // at a time nearly halve the run (docs/PERFORMANCE.md, "Test suite").
    maxWorkers: 2,
    // That order, with each environment's files together (tests/support/suite-sequencer.ts).
    sequence: { sequencer: SuiteSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'tests/server/**', 'tests/scripts/**'],
          environment: 'node',
          testTimeout: 20_000,
          // Core, renderer, widget, schema and docs tests start no server and no process: one worker's files share
          // their imports instead of importing React, the step files and the engine again for every file, which was
          // most of their time (docs/PERFORMANCE.md, "Test suite").
          isolate: false,
          // Worker threads, not processes: nothing here needs a process of its own, and a thread starts each file for
          // less (the project alone: 52.8 s in forks, 42.3 s in threads on the quiet 2-core machine).
          pool: 'threads',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.{ts,tsx}', 'tests/scripts/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Every in-memory database (and, with TEST_DATABASE_URL, every fresh PostgreSQL one) starts from one
          // migrated template instead of initdb and the migrations (tests/support/database-templates.ts).
          // Tests that start the server or a command as a process run it bundled, on a copy of one migrated data folder
          // (tests/support/process-templates.ts).
          globalSetup: ['tests/support/database-templates.ts', 'tests/support/process-templates.ts'],
          setupFiles: ['tests/support/use-database-templates.ts'],
          testTimeout: 20_000,
          // A worker's files share their imports too (Fastify, the app, drizzle, PGlite): importing them again for each of
          // some 80 files was about 76 s of the project's worker time, and the project's wall time went from 186 to 139 s.
          // No file mocks a module, stubs the environment or fakes timers; each opens and closes its own databases,
          // servers and processes.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // Servers a file starts of its own (support/start-app-server.ts) and the databases it opens start from the run's
          // migrated template, as the server project's do, not from initdb and every migration.
          globalSetup: ['tests/support/database-templates.ts', 'tests/e2e/global-setup.ts'],
          setupFiles: ['tests/support/use-database-templates.ts'],
          // A whole walk takes 25-60 s on the 2-core machine when others load it (load average 20+).
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // One more try for a browser walk that failed: a rare stall under full load (docs/DECISIONS.md,
          // "Build, packages, CI and tests (House)") must not block a landing; a real failure fails twice.
          retry: 1,
          // A worker's files share their imports (Playwright, the testkit, the app for files with a server of their own):
          // 38 s of import time over the 29 files became 20 s. Each file connects to the browser and closes its contexts.
          isolate: false,
        },
      },
    ],
  },
});
