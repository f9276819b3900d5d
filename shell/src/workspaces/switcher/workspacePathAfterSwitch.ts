/**
 * Where to go when another workspace is picked while a workspace page is open: the same page of the new
 * workspace (its dashboard stays its dashboard). Null when the page is not about a workspace.
 */
export function workspacePathAfterSwitch(pathname: string, workspaceId: string): string | null {
  const byId = /^\/workspaces\/[^/]+(\/.*)?$/.exec(pathname);
  if (byId) return `/workspaces/${encodeURIComponent(workspaceId)}${byId[1] ?? ''}`;
  if (/^\/workspace\/[^/]+\/?$/.test(pathname)) return `/workspaces/${encodeURIComponent(workspaceId)}`;
  return null;
}
