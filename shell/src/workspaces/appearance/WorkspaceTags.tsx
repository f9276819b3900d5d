import { Tag } from '@blueprintjs/core';
import type { Workspace } from '@artel/sdk/host';
import { useWorkspacesTranslation } from '../i18n/workspacesTranslations';

/** Kind, visibility, the user's role and the member count of a workspace, as small tags. */
export function WorkspaceTags({ workspace, isCurrent = false }: { workspace: Workspace; isCurrent?: boolean }) {
  const { t } = useWorkspacesTranslation();
  return (
    <>
      {isCurrent && (
        <Tag intent="success" minimal>
          {t('common.current')}
        </Tag>
      )}
      <Tag minimal icon={workspace.isPersonal ? 'person' : 'people'}>
        {t(workspace.isPersonal ? 'kind.personal' : 'kind.shared')}
      </Tag>
      <Tag minimal icon={workspace.visibility === 'private' ? 'lock' : 'unlock'}>
        {t(`visibility.${workspace.visibility}`)}
      </Tag>
      <Tag minimal intent="primary">
        {t(`roles.${workspace.role}`)}
      </Tag>
      <Tag minimal icon="person">
        {t('common.members', { count: workspace.memberCount })}
      </Tag>
    </>
  );
}
