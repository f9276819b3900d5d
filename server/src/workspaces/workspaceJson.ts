import { type Locale, message } from '../http/messages';
import type { WorkspaceRow, WorkspaceView } from './workspaceData';
import type { WorkspaceJson } from './workspaceSchemas';

const personalNames = new Set([message('personal_workspace_name', 'ru'), message('personal_workspace_name', 'en')]);

/** The name given at sign-up («Личное пространство») reads in the reader's language; a name the owner chose stays. */
function displayName(workspace: WorkspaceRow, locale: Locale): string {
  return workspace.isPersonal && personalNames.has(workspace.name) ? message('personal_workspace_name', locale) : workspace.name;
}

export function toWorkspaceJson({ workspace, role, memberCount, legalEntityName }: WorkspaceView, locale: Locale): WorkspaceJson {
  return {
    id: workspace.id,
    slug: workspace.slug,
    name: displayName(workspace, locale),
    description: workspace.description,
    isPersonal: workspace.isPersonal,
    visibility: workspace.visibility,
    icon: workspace.icon,
    color: workspace.color,
    legalEntityId: workspace.legalEntityId,
    legalEntityName,
    ownerId: workspace.ownerId,
    memberCount,
    role,
    createdAt: workspace.createdAt.toISOString(),
    updatedAt: workspace.updatedAt.toISOString(),
  };
}
