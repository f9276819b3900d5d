// Real databases: a fresh PGlite data directory runs initdb and every migration, seconds on a busy machine.
// (Jest reads testTimeout only at the top level, not per project, hence this setup file.)
jest.setTimeout(30_000);
