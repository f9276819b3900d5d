import { Button, Card, FormGroup, InputGroup, Spinner, Tag } from '@blueprintjs/core';
import { $boards, Can, Link, loadBoardsFx, showToast, useUnsavedChanges } from '@artel/sdk';
import { createBoardFx, useAccess, type Workspace, type WorkspaceBoard } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useWorkspacesTranslation } from '../../i18n/workspacesTranslations';

/**
 * The workspace's boards (kanban opens them) and, for those with create_boards, the form for a new one.
 * Archived boards (the module holding their content says which) are kept apart behind «Архив», as Trello
 * keeps closed boards: still reachable, out of the way of the active ones.
 */
export function BoardsPanel({ workspace }: { workspace: Workspace }) {
  const { t } = useWorkspacesTranslation();
  const [boards, loading] = useUnit([$boards, loadBoardsFx.pending]);
  const canView = useAccess({ permission: 'view_boards' });
  const [showArchived, setShowArchived] = useState(false);

  useEffect(() => {
    if (canView.allowed) void loadBoardsFx(workspace.id).catch(() => undefined);
  }, [canView.allowed, workspace.id]);

  if (canView.pending) return <Spinner size={20} aria-label={t('common.loading')} />;
  if (!canView.allowed) return <p>{t('detail.boardsHidden')}</p>;
  const active = boards.filter((board) => !board.archivedAt);
  const archived = boards.filter((board) => board.archivedAt);
  return (
    <>
      <Can permission="create_boards">
        <CreateBoardForm workspaceId={workspace.id} />
      </Can>
      {loading && boards.length === 0 ? (
        <Spinner size={20} aria-label={t('common.loading')} />
      ) : active.length === 0 ? (
        <p>{boards.length === 0 ? t('detail.noBoards') : t('detail.noActiveBoards')}</p>
      ) : (
        <BoardGrid boards={active} label={t('detail.boards')} />
      )}
      {archived.length > 0 && (
        <>
          <Button
            variant="minimal"
            icon="archive"
            aria-expanded={showArchived}
            text={showArchived ? t('detail.hideArchived') : t('detail.showArchived', { count: archived.length })}
            onClick={() => setShowArchived((shown) => !shown)}
          />
          {showArchived && <BoardGrid boards={archived} label={t('detail.archivedBoards')} archived />}
        </>
      )}
    </>
  );
}

function BoardGrid({ boards, label, archived = false }: { boards: readonly WorkspaceBoard[]; label: string; archived?: boolean }) {
  const { t } = useWorkspacesTranslation();
  return (
    <ul className="artel-workspace-grid artel-workspace-grid--boards" aria-label={label}>
      {boards.map((board) => (
        <li key={board.id}>
          <Card className={archived ? 'artel-board-card--archived' : undefined}>
            <Link className="artel-workspace-card__title" to={`/modules/kanban/boards/${board.id}`}>
              {board.name}
            </Link>
            {board.description && <p className="artel-workspace-card__description">{board.description}</p>}
            {archived && (
              <div className="artel-workspace-card__meta">
                <Tag minimal icon="archive">
                  {t('detail.archivedTag')}
                </Tag>
              </div>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}

function CreateBoardForm({ workspaceId }: { workspaceId: string }) {
  const { t } = useWorkspacesTranslation();
  const creating = useUnit(createBoardFx.pending);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  useUnsavedChanges(name !== '' || description !== '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('detail.boardNameRequired'));
      return;
    }
    setError(null);
    try {
      const board = await createBoardFx({ workspaceId, name, description });
      showToast({ message: t('detail.boardCreated', { name: board.name }), intent: 'success' });
      setName('');
      setDescription('');
    } catch {
      // The workspace model has shown the server's reason.
    }
  };

  return (
    <form className="artel-inline-form" onSubmit={(event) => void submit(event)} noValidate>
      <FormGroup label={t('detail.boardName')} labelFor="new-board-name" helperText={error ?? undefined} intent={error ? 'danger' : 'none'}>
        <InputGroup id="new-board-name" value={name} onValueChange={setName} maxLength={100} intent={error ? 'danger' : 'none'} />
      </FormGroup>
      <FormGroup label={t('detail.boardDescription')} labelFor="new-board-description">
        <InputGroup id="new-board-description" value={description} onValueChange={setDescription} maxLength={500} />
      </FormGroup>
      <Button type="submit" icon="add" intent="primary" text={t('detail.createBoard')} loading={creating} />
    </form>
  );
}
