/** What the browser remembers about workspaces between visits (SPEC §4 'Workspace selection'). */
export const CURRENT_WORKSPACE_STORAGE_KEY = 'artel.currentWorkspaceId';
export const RECENT_WORKSPACES_STORAGE_KEY = 'artel.recentWorkspaceIds';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Without storage the choice still holds until the page is closed.
  }
}

export function readSavedWorkspaceId(): string | null {
  return read(CURRENT_WORKSPACE_STORAGE_KEY);
}

export function saveWorkspaceId(workspaceId: string | null): void {
  write(CURRENT_WORKSPACE_STORAGE_KEY, workspaceId);
}

export function readRecentWorkspaceIds(): string[] {
  try {
    const parsed: unknown = JSON.parse(read(RECENT_WORKSPACES_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function saveRecentWorkspaceIds(ids: readonly string[]): void {
  write(RECENT_WORKSPACES_STORAGE_KEY, JSON.stringify(ids));
}
