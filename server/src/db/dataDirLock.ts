import fs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirInUseError extends Error {
  constructor(readonly dataDir: string) {
    super(`Data directory ${dataDir} is in use by another Artel process. Stop it, or point DATA_DIR elsewhere.`);
    this.name = 'DataDirInUseError';
  }
}

export type ReleaseLock = () => Promise<void>;

/**
 * Holds DATA_DIR for this process. PGlite takes no lock of its own (pglite#1106) and two processes on one
 * data directory corrupt it, so a second Artel refuses to start instead.
 *
 * The lock is a directory whose mtime this process refreshes; one left by a crashed process counts as stale
 * after a minute. The minute is generous because PGlite runs queries on the main thread, so a long query
 * delays the refresh.
 */
export async function lockDataDir(dataDir: string, onCompromised: (error: Error) => void): Promise<ReleaseLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'artel.lock'),
      stale: 60_000,
      update: 10_000,
      retries: 0,
      onCompromised,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirInUseError(dataDir);
    throw error;
  }
}
