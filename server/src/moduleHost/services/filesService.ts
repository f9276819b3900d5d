import type { FileBucket, FilesService } from '@artel/sdk/server';
import type { FileStore } from './fileStores';

const NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Keys and bucket names never become paths outside the module's own folder. */
function checkKey(key: string): string {
  const segments = key.split('/');
  if (segments.length > 8 || !segments.every((segment) => NAME.test(segment) && segment !== '..' && segment !== '.')) {
    throw new Error(`Invalid file key '${key}'`);
  }
  return key;
}

function checkWorkspace(workspaceId: string): string {
  if (!UUID.test(workspaceId)) throw new Error(`Invalid workspace id '${workspaceId}'`);
  return workspaceId;
}

export function filesService(store: FileStore, moduleId: string): FilesService {
  return {
    bucket(name): FileBucket {
      const bucket = checkKey(name);
      if (bucket.includes('/')) throw new Error(`A bucket name is one segment, not '${name}'`);
      const address = (workspaceId: string, key: string) => ({
        moduleId,
        bucket,
        workspaceId: checkWorkspace(workspaceId),
        key: checkKey(key),
      });
      return {
        put: (workspaceId, key, bytes) => store.put(address(workspaceId, key), bytes),
        get: (workspaceId, key) => store.get(address(workspaceId, key)),
        delete: (workspaceId, key) => store.delete(address(workspaceId, key)),
        deleteFolder: (workspaceId, prefix) => store.deleteFolder(address(workspaceId, prefix)),
      };
    },
  };
}
