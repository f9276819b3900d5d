/** Workspace and board roles and the permission checks of SPEC §6, shared by the shell and the server. */
export * from './rolePermissions';
export * from './resolvePermissions';
export * from './modulePermissions';
