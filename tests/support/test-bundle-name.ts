/**
 * The name of a test run's bundle of an entry (process-templates.ts): `server/server.test-bundle-<pid>.mjs`. It lives
 * beside its entry while the run lasts (and after a killed run), ignored by git, the lint and the formatter; tests
 * that walk the source folders leave it out with `isTestBundle`.
 */
export const testBundleName = (entry: string, pid: number) => `${entry}.test-bundle-${pid}`;

export const isTestBundle = (fileName: string) => /\.test-bundle-\d+\.mjs$/.test(fileName);
