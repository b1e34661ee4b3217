/**
 * Stands in for `zustand/middleware` in the builds (vite.config.ts alias). The funnel store's devtools are switched on
 * in development only (renderer/store/create-funnel-store.ts), and switched off zustand's devtools hands the store's
 * creator its arguments as they are; this does the same without the middleware's ~2 KB gzip on the landing page.
 */
export const devtools = <Creator>(creator: Creator): Creator => creator;
