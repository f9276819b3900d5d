/**
 * Images and files of articles. Uploads go through the API client as base64 (like kanban's attachments); the
 * files are served only with the bearer token and workspace header, which an <img> or a link cannot send, so
 * the page fetches them and shows them as blob URLs.
 */
import { $currentWorkspaceId, $session, api } from '@artel/sdk';
import { MODULE_ID } from '../moduleId';

export const FILE_PATH_PREFIX = `/api/v1/modules/${MODULE_ID}/files/`;

export interface UploadedFile {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  image: boolean;
  path: string;
}

function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export async function uploadFile(file: File): Promise<UploadedFile> {
  const dataBase64 = await base64Of(file);
  const answer = await api.post<{ file: UploadedFile }>(`/modules/${MODULE_ID}/files`, {
    fileName: file.name || 'image.png',
    contentType: file.type || 'application/octet-stream',
    dataBase64,
  });
  return answer.file;
}

/** The markdown that shows an uploaded file in an article: an image, or a link to download it. */
export const fileMarkdown = (file: UploadedFile) =>
  file.image ? `![${file.fileName.replace(/[[\]]/g, '')}](${file.path})` : `[${file.fileName.replace(/[[\]]/g, '')}](${file.path})`;

const cache = new Map<string, Promise<string>>();

/** A blob URL of one of the workspace's files, fetched once per page load. */
export function fileObjectUrl(path: string): Promise<string> {
  const cached = cache.get(path);
  if (cached) return cached;
  const token = $session.getState().accessToken;
  const workspaceId = $currentWorkspaceId.getState();
  const loading = fetch(path, {
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(workspaceId ? { 'X-Workspace-ID': workspaceId } : {}) },
  }).then(async (response) => {
    if (!response.ok) throw new Error(response.statusText);
    return URL.createObjectURL(await response.blob());
  });
  cache.set(path, loading);
  loading.catch(() => cache.delete(path));
  return loading;
}
