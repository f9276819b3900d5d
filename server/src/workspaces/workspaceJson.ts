import type { WorkspaceView } from './workspaceData';
import type { WorkspaceJson } from './workspaceSchemas';

export function toWorkspaceJson({ workspace, role, memberCount, legalEntityName }: WorkspaceView): WorkspaceJson {
  return {
    id: workspace.id,
    slug: workspace.slug,
    name: workspace.name,
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
