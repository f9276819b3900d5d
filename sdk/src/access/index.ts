/** Who may do what in the current workspace: the permissions model and the React gates (SPEC §6). */
export * from './permissionsCache';
export * from './permissionsModel';
export * from './accessDecision';
export * from './useAccess';
export * from './Can';
