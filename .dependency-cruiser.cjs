/**
 * The boundaries of ARCHITECTURE §3 and §3c, checked by `npm test` (scripts/checkBoundaries.mjs):
 * a module imports only the SDK's entries and its own files; nothing imports a module; nobody outside the
 * SDK reaches into sdk/src past an entry; no import cycles. Known violations that another change removes
 * are listed in .dependency-cruiser-known-violations.json; anything new fails.
 */
const ours = '^(sdk|shell|root-config|server|modules|scripts|e2e)/';

/** The SDK's entries are its package.json `exports` (the `./src/*` passage excepted): what `@artel/sdk…` resolves to. */
const { exports: sdkExports } = require('./sdk/package.json');
const entryFile = (name) => `^sdk/${sdkExports[name].replace(/^\.\//, '').replace(/[.]/g, '\\.')}$`;
const everySdkEntry = Object.keys(sdkExports)
  .filter((name) => !name.includes('*') && name !== './package.json')
  .map(entryFile);
/** What a module may import of the SDK (ARCHITECTURE §3, §3c), and what its tests may import besides. */
const moduleEntries = ['.', './server'].map(entryFile);
const moduleTestEntries = ['./server/testing', './testing'].filter((name) => name in sdkExports).map(entryFile);
const testFiles = ['\\.test\\.tsx?$', '/test/', '/testing/'];

module.exports = {
  forbidden: [
    {
      name: 'module-imports-sdk-only',
      comment: 'A module imports @artel/sdk, @artel/sdk/server and its own files, nothing else of ours.',
      severity: 'error',
      from: { path: '^modules/([^/]+)/', pathNot: testFiles },
      to: { path: ours, pathNot: ['^modules/$1/', ...moduleEntries] },
    },
    {
      name: 'module-tests-import-sdk-only',
      comment: "A module's tests may also use the SDK's testing entries (@artel/sdk/server/testing, @artel/sdk/testing).",
      severity: 'error',
      from: { path: '^modules/([^/]+)/.*(\\.test\\.tsx?$|/test/|/testing/)' },
      to: { path: ours, pathNot: ['^modules/$1/', ...moduleEntries, ...moduleTestEntries] },
    },
    {
      name: 'module-no-raw-network',
      comment:
        "A module's server reaches the network only through the SDK's outbound client (services.outbound), which refuses addresses inside the network: no http, https, net, tls, undici or fetch libraries of its own.",
      severity: 'error',
      from: { path: '^modules/[^/]+/', pathNot: testFiles },
      to: {
        path: ['^(node:)?(http|https|http2|net|tls|dgram)$', '^(undici|node-fetch|axios|got|ky|superagent|request|cross-fetch)$', '(^|/)node_modules/(undici|node-fetch|axios|got|ky|superagent|request|cross-fetch)/'],
      },
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
      comment: 'Outside the SDK, only its entries (package.json exports) are imported, never a file behind them.',
      severity: 'error',
      from: { pathNot: '^sdk/' },
      to: { path: '^sdk/src/', pathNot: everySdkEntry },
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
