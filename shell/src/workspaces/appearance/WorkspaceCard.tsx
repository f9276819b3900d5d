import { Card } from '@blueprintjs/core';
import { Link } from '@artel/sdk';
import { type Workspace } from '@artel/sdk/host';
import { WorkspaceAvatar } from './WorkspaceAvatar';
import { WorkspaceTags } from './WorkspaceTags';

export function WorkspaceCard({ workspace, isCurrent }: { workspace: Workspace; isCurrent: boolean }) {
  return (
    <Card className="artel-workspace-card">
      <WorkspaceAvatar workspace={workspace} size={24} />
      <div className="artel-workspace-card__body">
        <Link className="artel-workspace-card__title" to={`/workspaces/${workspace.id}`}>
          {workspace.name}
        </Link>
        {workspace.description && <p className="artel-workspace-card__description">{workspace.description}</p>}
        <div className="artel-workspace-card__meta">
          <WorkspaceTags workspace={workspace} isCurrent={isCurrent} />
        </div>
      </div>
    </Card>
  );
}

/** Cards of workspaces under a heading; nothing at all when the list is empty. */
export function WorkspaceCardList({
  title,
  workspaces,
  currentId,
  headingId,
}: {
  title: string;
  workspaces: readonly Workspace[];
  currentId: string | null;
  headingId: string;
}) {
  if (workspaces.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="bp6-heading">
        {title}
      </h2>
      <ul className="artel-workspace-grid">
        {workspaces.map((workspace) => (
          <li key={workspace.id}>
            <WorkspaceCard workspace={workspace} isCurrent={workspace.id === currentId} />
          </li>
        ))}
      </ul>
    </section>
  );
}
