/** The workspace context of SPEC §4: the user's workspaces, the current one and what it holds. */
export type * from './workspaceTypes';
export * from './workspaceErrors';
export * from './workspaceStorage';
export * from './recentWorkspaces';
export * from './chooseInitialWorkspace';
export * from './workspaceModel';
export * from './workspaceData';
export * from './workspaceSettings';
import './workspaceStartup';
export * from './useWorkspaceMembers';
