/** Workspace choices and limits of SPEC §5 and §9. */

/** Blueprint icon names (all present in @blueprintjs/icons 6) offered in the Create Workspace modal. */
export const WORKSPACE_ICONS = ['office', 'briefcase', 'people', 'rocket', 'lightbulb', 'globe', 'home', 'star'] as const;
export type WorkspaceIcon = (typeof WORKSPACE_ICONS)[number];

export const WORKSPACE_COLORS = ['blue', 'green', 'purple', 'orange', 'pink', 'teal', 'indigo', 'gray'] as const;
export type WorkspaceColor = (typeof WORKSPACE_COLORS)[number];

export const WORKSPACE_VISIBILITIES = ['private', 'internal', 'public'] as const;
export type WorkspaceVisibility = (typeof WORKSPACE_VISIBILITIES)[number];

export const WORKSPACE_NAME_MIN_LENGTH = 3;
export const WORKSPACE_NAME_MAX_LENGTH = 100;
export const WORKSPACE_DESCRIPTION_MAX_LENGTH = 500;
export const WORKSPACE_SLUG_MAX_LENGTH = 60;
/** What a name with no letter or digit left after transliteration becomes. */
export const WORKSPACE_SLUG_FALLBACK = 'workspace';
