/**
 * `@artel/sdk/server/testing`, for module server tests only: the real server with one module mounted on a
 * migrated in-memory database. Implemented by the server package, which a test run always has.
 */
export {
  createModuleTestHost,
  type ModuleTestHost,
  type ModuleTestHostOptions,
  type TestPerson,
  testDatabaseUrl,
} from '@artel/server/module-testing';
