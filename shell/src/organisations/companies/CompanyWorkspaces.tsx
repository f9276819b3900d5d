import { Tag } from '@blueprintjs/core';
import { Link, useTranslation } from '@artel/sdk';
import { type Workspace } from '@artel/sdk/host';

export function CompanyWorkspaces({ workspaces }: { workspaces: Workspace[] }) {
  const { t } = useTranslation('organisations');
  if (workspaces.length === 0) return <p className="artel-company-card__muted">{t('companies.noWorkspaces')}</p>;
  return (
    <ul className="artel-company-card__list">
      {workspaces.map((workspace) => (
        <li key={workspace.id}>
          <Link to={`/workspaces/${encodeURIComponent(workspace.id)}`}>{workspace.name}</Link>
          {workspace.isPersonal && <Tag minimal>{t('companies.personal')}</Tag>}
          <span className="artel-company-card__muted">{t('companies.workspaceMembers', { count: workspace.memberCount })}</span>
        </li>
      ))}
    </ul>
  );
}
