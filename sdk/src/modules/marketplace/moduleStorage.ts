/**
 * A third-party module's own data: a small key-value store per module and workspace on the server
 * (/api/v1/modules/{id}/storage, SPEC §9: at most 100 entries). Values are any JSON.
 */
import { api } from '../../api/apiClient';
import { ApiError } from '../../api/apiError';

export const MODULE_STORAGE_MAX_ENTRIES = 100;

export interface ModuleStorageEntry {
  key: string;
  updatedAt: string;
}

export interface ModuleStorage {
  /** The stored value, or undefined when nothing is stored under the key. */
  get<T = unknown>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T): Promise<void>;
  remove(key: string): Promise<void>;
  keys(): Promise<ModuleStorageEntry[]>;
}

export function moduleStorage(moduleId: string): ModuleStorage {
  const base = `/modules/${encodeURIComponent(moduleId)}/storage`;
  const keyPath = (key: string) => `${base}/${encodeURIComponent(key)}`;
  return {
    async get<T>(key: string) {
      try {
        return (await api.get<{ value: T }>(keyPath(key), { cache: false })).value;
      } catch (error) {
        if (error instanceof ApiError && error.code === 'storage_key_not_found') return undefined;
        throw error;
      }
    },
    async set(key, value) {
      await api.put(keyPath(key), { value });
    },
    async remove(key) {
      try {
        await api.delete(keyPath(key));
      } catch (error) {
        if (!(error instanceof ApiError && error.code === 'storage_key_not_found')) throw error;
      }
    },
    async keys() {
      return (await api.get<{ entries: ModuleStorageEntry[] }>(base, { cache: false })).entries;
    },
  };
}
