import type { AppDb } from './app-database';

/** A database or an open transaction of one: what a write that may run inside the caller's transaction takes. */
export type DbOrTx = AppDb | Parameters<Parameters<AppDb['transaction']>[0]>[0];
