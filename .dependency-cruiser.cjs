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
const testFiles = ['\\.test\\.tsx?$', '/testing/'];
/** The one file of a module that others may import: its service refs and their types (ARCHITECTURE §3). */
const contracts = '^modules/[^/]+/contract\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'module-imports-sdk-only',
      comment: "A module imports @artel/sdk, @artel/sdk/server, its own files and other modules' contract.ts, nothing else of ours.",
      severity: 'error',
      from: { path: '^modules/([^/]+)/', pathNot: testFiles },
      to: { path: ours, pathNot: ['^modules/$1/', contracts, ...moduleEntries] },
    },
    {
      name: 'module-tests-import-sdk-only',
      comment: "A module's tests may also use the SDK's testing entries (@artel/sdk/server/testing, @artel/sdk/testing).",
      severity: 'error',
      from: { path: '^modules/([^/]+)/.*(\\.test\\.tsx?$|/testing/)' },
      to: { path: ours, pathNot: ['^modules/$1/', contracts, ...moduleEntries, ...moduleTestEntries] },
    },
    {
      name: 'module-contract-stands-alone',
      comment: "A module's contract.ts declares its refs and types itself: whoever imports it depends on nothing else of that module.",
      severity: 'error',
      from: { path: contracts },
      to: { path: ours, pathNot: moduleEntries },
    },
    {
      name: 'module-no-raw-network',
      comment:
        "A module's server reaches the network only through the SDK's outbound client (services.outbound), which refuses addresses inside the network: no http, https, net, tls, undici or fetch libraries of its own.",
      severity: 'error',
      from: { path: '^modules/[^/]+/', pathNot: testFiles },
      to: {
        path: [
          '^(node:)?(http|https|http2|net|tls|dgram)$',
          '^(undici|node-fetch|axios|got|ky|superagent|request|cross-fetch)$',
          '(^|/)node_modules/(undici|node-fetch|axios|got|ky|superagent|request|cross-fetch)/',
        ],
      },
    },
    {
      name: 'module-client-not-sdk-server',
      comment:
        "A module's client half runs in the browser: @artel/sdk, never @artel/sdk/server (nor another module's contract.ts, which is server-side).",
      severity: 'error',
      from: { path: '^modules/[^/]+/client/' },
      to: { path: [entryFile('./server'), ...['./server/testing'].filter((name) => name in sdkExports).map(entryFile), contracts] },
    },
    {
      name: 'module-server-not-sdk-client',
      comment: "A module's server half runs in the server: @artel/sdk/server, never the browser SDK @artel/sdk.",
      severity: 'error',
      from: { path: '^modules/[^/]+/server/' },
      to: { path: [entryFile('.'), ...['./testing'].filter((name) => name in sdkExports).map(entryFile)] },
    },
    {
      name: 'shell-and-server-apart',
      comment:
        'The shell and the root config run in the browser and talk to the server over HTTP only; the server serves them, never imports them.',
      severity: 'error',
      from: { path: '^(shell|root-config|server)/' },
      to: { path: '^(shell|root-config|server)/', pathNot: '^$1/' },
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
