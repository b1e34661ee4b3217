/**
 * The import graph's one direction (docs/DECISIONS.md, "The house, round 3"), checked by
 * `npm run deps` in `npm test`: no cycle of modules anywhere in the product, bench/, testkit/ or the tests. Type-only
 * imports count (tsPreCompilationDeps): a knot of types is still two ideas knotted. tests/docs/import-graph.test.ts
 * plants a type-only cycle and sees this configuration refuse it, and checks the server's folders on the same graph.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Two modules that import each other, types included: one of them holds what both need, or a third one does.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: '^(core|renderer|widgets|server|scripts|bench|testkit|tests)/',
    exclude: { path: ['^core/generated/', '\\.tmp\\.', '^tests/fixtures/server-dist/'] },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    metrics: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
  },
};
