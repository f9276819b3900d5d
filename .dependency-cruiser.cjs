/**
 * The boundaries of ARCHITECTURE §3 and §3c, checked by `npm test` (scripts/checkBoundaries.mjs):
 * a module imports only the SDK's entries and its own files; nothing imports a module; nobody outside the
 * SDK reaches into sdk/src past an entry; no import cycles. Known violations that another change removes
 * are listed in .dependency-cruiser-known-violations.json; anything new fails.
 */
const ours = '^(sdk|shell|root-config|server|modules|scripts|e2e)/';
/** The SDK's entries (its package.json `exports`): what `@artel/sdk`, `@artel/sdk/<entry>` resolve to. */
const sdkEntries = ['^sdk/src/index\\.tsx?$', '^sdk/src/server/index\\.ts$', '^sdk/src/shared\\.ts$'];
/** Entries only tests may use. */
const sdkTestEntries = ['^sdk/src/server/testing\\.ts$', '^sdk/src/testing(/index)?\\.tsx?$'];
const testFiles = ['\\.test\\.tsx?$', '/test/', '/testing/'];

module.exports = {
  forbidden: [
    {
      name: 'module-imports-sdk-only',
      comment: 'A module imports @artel/sdk, @artel/sdk/server (and @artel/sdk/shared) and its own files, nothing else of ours.',
      severity: 'error',
      from: { path: '^modules/([^/]+)/', pathNot: testFiles },
      to: { path: ours, pathNot: ['^modules/$1/', ...sdkEntries] },
    },
    {
      name: 'module-tests-import-sdk-only',
      comment: "A module's tests may also use the SDK's testing entries (@artel/sdk/server/testing, @artel/sdk/testing).",
      severity: 'error',
      from: { path: '^modules/([^/]+)/.*(\\.test\\.tsx?$|/test/|/testing/)' },
      to: { path: ours, pathNot: ['^modules/$1/', ...sdkEntries, ...sdkTestEntries] },
    },
    {
      name: 'nothing-imports-a-module',
      comment: 'The shell, the root config, the SDK and the server never import a module: modules are loaded, not linked.',
      severity: 'error',
      from: { path: '^(shell|root-config|sdk|server)/' },
      to: { path: '^modules/' },
    },
    {
      name: 'no-deep-sdk-imports',
      comment: 'Outside the SDK, only its entries are imported (@artel/sdk, @artel/sdk/server, @artel/sdk/shared, testing entries).',
      severity: 'error',
      from: { pathNot: '^sdk/' },
      to: { path: '^sdk/src/', pathNot: [...sdkEntries, ...sdkTestEntries] },
    },
    {
      name: 'sdk-does-not-import-the-server',
      comment: 'The SDK is the contract; the server implements it. Only the server testing entry hands out the server’s test host.',
      severity: 'error',
      from: { path: '^sdk/', pathNot: '^sdk/src/server/testing\\.ts$' },
      to: { path: '^server/' },
    },
    {
      name: 'no-cycles',
      severity: 'error',
      from: { path: ours },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/', '^build/'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['main', 'types'],
    },
  },
};
