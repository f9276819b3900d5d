import { H1, Spinner } from '@blueprintjs/core';
import { Redirect, useAccess, WORKSPACE_SETTINGS_ROLES, type Workspace } from '@artel/sdk/host';
import type { ShellPageProps } from '../../../routing/shellRoute';
import { useWorkspacesTranslation } from '../../i18n/workspacesTranslations';
import { WorkspacePageFrame } from '../WorkspacePageFrame';
import { InvitationsPanel } from './InvitationsPanel';
import { MembersPanel } from './MembersPanel';

/** Where anyone other than an owner or admin is sent (SPEC §2). */
export const PERMISSIONS_DENIED_PATH = '/workspaces';

/** /workspaces/{workspaceId}/permissions: members with their roles, and invitations. Owners and admins only. */
export function WorkspacePermissionsPage({ params }: ShellPageProps) {
  return (
    <WorkspacePageFrame workspace={{ id: params.workspaceId ?? '' }} missingRedirect={PERMISSIONS_DENIED_PATH}>
      {(workspace) => <PermissionsGuard workspace={workspace} />}
    </WorkspacePageFrame>
  );
}

function PermissionsGuard({ workspace }: { workspace: Workspace }) {
  const { t } = useWorkspacesTranslation();
  const access = useAccess({ role: WORKSPACE_SETTINGS_ROLES });
  if (access.pending) return <Spinner aria-label={t('common.loading')} />;
  if (!access.allowed) return <Redirect to={PERMISSIONS_DENIED_PATH} />;
  return (
    <>
      <header className="artel-page-header">
        <H1>{t('permissions.title', { name: workspace.name })}</H1>
      </header>
      <MembersPanel workspace={workspace} />
      <InvitationsPanel workspace={workspace} />
    </>
  );
}
