import { Button, Card, FormGroup, InputGroup, Spinner } from '@blueprintjs/core';
import { $boards, Can, createBoardFx, Link, loadBoardsFx, showToast, useAccess, type Workspace } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useWorkspacesTranslation } from '../../i18n/workspacesTranslations';

/** The workspace's boards (kanban opens them) and, for those with create_boards, the form for a new one. */
export function BoardsPanel({ workspace }: { workspace: Workspace }) {
  const { t } = useWorkspacesTranslation();
  const [boards, loading] = useUnit([$boards, loadBoardsFx.pending]);
  const canView = useAccess({ permission: 'view_boards' });

  useEffect(() => {
    if (canView.allowed) void loadBoardsFx(workspace.id).catch(() => undefined);
  }, [canView.allowed, workspace.id]);

  if (canView.pending) return <Spinner size={20} aria-label={t('common.loading')} />;
  if (!canView.allowed) return <p>{t('detail.boardsHidden')}</p>;
  return (
    <>
      <Can permission="create_boards">
        <CreateBoardForm workspaceId={workspace.id} />
      </Can>
      {loading && boards.length === 0 ? (
        <Spinner size={20} aria-label={t('common.loading')} />
      ) : boards.length === 0 ? (
        <p>{t('detail.noBoards')}</p>
      ) : (
        <ul className="artel-workspace-grid" aria-label={t('detail.boards')}>
          {boards.map((board) => (
            <li key={board.id}>
              <Card>
                <Link className="artel-workspace-card__title" to={`/modules/kanban/boards/${board.id}`}>
                  {board.name}
                </Link>
                {board.description && <p className="artel-workspace-card__description">{board.description}</p>}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function CreateBoardForm({ workspaceId }: { workspaceId: string }) {
  const { t } = useWorkspacesTranslation();
  const creating = useUnit(createBoardFx.pending);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);

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
      <FormGroup
        label={t('detail.boardName')}
        labelFor="new-board-name"
        helperText={error ?? undefined}
        intent={error ? 'danger' : 'none'}
      >
        <InputGroup id="new-board-name" value={name} onValueChange={setName} maxLength={100} intent={error ? 'danger' : 'none'} />
      </FormGroup>
      <FormGroup label={t('detail.boardDescription')} labelFor="new-board-description">
        <InputGroup id="new-board-description" value={description} onValueChange={setDescription} maxLength={500} />
      </FormGroup>
      <Button type="submit" icon="add" intent="primary" text={t('detail.createBoard')} loading={creating} />
    </form>
  );
}
