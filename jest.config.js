/** One Jest run, one project per package (ARCHITECTURE §6). */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(wretch|regexparam)/)'],
  moduleNameMapper: { '\\.css(\\?inline)?$': '<rootDir>/../scripts/jest/styleStub.js' },
};
const browser = { ...common, testEnvironment: 'jsdom' };

module.exports = {
  projects: [
    { ...browser, displayName: 'sdk', rootDir: 'sdk', setupFilesAfterEnv: ['<rootDir>/../scripts/jest/setupDom.ts'] },
    { ...browser, displayName: 'shell', rootDir: 'shell', setupFilesAfterEnv: ['<rootDir>/../scripts/jest/setupDom.ts'] },
    { ...browser, displayName: 'root-config', rootDir: 'root-config', setupFilesAfterEnv: ['<rootDir>/../scripts/jest/setupDom.ts'] },
    {
      ...common,
      displayName: 'server',
      rootDir: 'server',
      testEnvironment: 'node',
      globalSetup: '<rootDir>/test/globalSetup.ts',
      globalTeardown: '<rootDir>/test/globalTeardown.ts',
      setupFiles: ['<rootDir>/test/support/nativeModules.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/timeouts.ts'],
    },
    {
      ...browser,
      displayName: 'kanban',
      rootDir: 'modules',
      testMatch: ['<rootDir>/*/client/**/*.test.{ts,tsx}'],
      // marked and fractional-indexing ship ES modules only.
      transformIgnorePatterns: ['/node_modules/(?!(wretch|regexparam|marked|fractional-indexing)/)'],
      setupFilesAfterEnv: ['<rootDir>/../scripts/jest/setupDom.ts'],
    },
    {
      ...common,
      displayName: 'modules-server',
      rootDir: 'modules',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/*/server/**/*.test.ts', '<rootDir>/*/scripts/**/*.test.ts'],
      // The wiki reads [[links]] with marked's lexer on the server too; marked ships ES modules only.
      transformIgnorePatterns: ['/node_modules/(?!(wretch|regexparam|marked)/)'],
      // The same migrated PGlite template as the server suite: a module's test host starts from it.
      globalSetup: '<rootDir>/../server/test/globalSetup.ts',
      globalTeardown: '<rootDir>/../server/test/globalTeardown.ts',
      setupFiles: ['<rootDir>/../server/test/support/nativeModules.ts'],
      setupFilesAfterEnv: ['<rootDir>/../server/test/support/timeouts.ts'],
    },
    { ...common, displayName: 'build', rootDir: 'scripts', testEnvironment: 'node', testMatch: ['<rootDir>/**/*.test.{ts,mjs,js}'] },
  ],
};
