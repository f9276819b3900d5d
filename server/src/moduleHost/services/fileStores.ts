/**
 * Where module files live. DATA_DIR by default: DATA_DIR/<module>/<bucket>/<workspace>/<key>. With
 * DATABASE_URL, in PostgreSQL (table module_files) so that every instance of a deployment serves every file;
 * a file that is only on this instance's disk (uploaded before the switch) is read from there once and copied in.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { moduleFiles } from '../../db/tables/moduleHost';

export interface FileAddress {
  moduleId: string;
  bucket: string;
  workspaceId: string;
  key: string;
}

export interface FileStore {
  put(address: FileAddress, bytes: Buffer): Promise<void>;
  get(address: FileAddress): Promise<Buffer | null>;
  delete(address: FileAddress): Promise<void>;
  deleteFolder(address: FileAddress): Promise<void>;
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function localFileStore(dataDir: string): FileStore {
  const fileOf = (address: FileAddress) =>
    path.join(dataDir, address.moduleId, address.bucket, address.workspaceId, ...address.key.split('/'));
  return {
    async put(address, bytes) {
      const file = fileOf(address);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes);
    },
    async get(address) {
      try {
        return await fs.readFile(fileOf(address));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    delete: (address) => fs.rm(fileOf(address), { force: true }),
    deleteFolder: (address) => fs.rm(fileOf(address), { recursive: true, force: true }),
  };
}

const rowOf = (address: FileAddress) =>
  and(
    eq(moduleFiles.moduleId, address.moduleId),
    eq(moduleFiles.bucket, address.bucket),
    eq(moduleFiles.workspaceId, address.workspaceId),
    eq(moduleFiles.key, address.key),
  );

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export function databaseFileStore(orm: Orm, legacy: FileStore): FileStore {
  const put = async (address: FileAddress, bytes: Buffer) => {
    await orm
      .insert(moduleFiles)
      .values({ ...address, bytes, size: bytes.length })
      .onConflictDoUpdate({
        target: [moduleFiles.moduleId, moduleFiles.bucket, moduleFiles.workspaceId, moduleFiles.key],
        set: { bytes, size: bytes.length, createdAt: new Date() },
      });
  };
  return {
    put,
    async get(address) {
      const [row] = await orm.select({ bytes: moduleFiles.bytes }).from(moduleFiles).where(rowOf(address));
      if (row) return row.bytes;
      const local = await legacy.get(address);
      if (local) await put(address, local);
      return local;
    },
    async delete(address) {
      await orm.delete(moduleFiles).where(rowOf(address));
      await legacy.delete(address);
    },
    async deleteFolder(address) {
      await orm
        .delete(moduleFiles)
        .where(
          and(
            eq(moduleFiles.moduleId, address.moduleId),
            eq(moduleFiles.bucket, address.bucket),
            eq(moduleFiles.workspaceId, address.workspaceId),
            like(moduleFiles.key, `${escapeLike(address.key)}/%`),
          ),
        );
      await legacy.deleteFolder(address);
    },
  };
}
