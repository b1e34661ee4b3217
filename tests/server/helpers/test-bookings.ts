/** The server tests' bookings: the shared ones bench/ uses too (testkit/test-bookings.ts; docs/DECISIONS.md, "testkit/: what tests and bench share"). */
export * from '../../../testkit/test-bookings';
