/** /modules/kanban/boards — the current workspace's boards: search, create, links to the archive and calendar. */
import { Button, Callout, Card, FormGroup, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { $currentWorkspaceId, Link, navigate, useLocation, useTranslation } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { kanbanApi } from '../api/kanbanApi';
import type { KanbanBoard } from '../api/kanbanTypes';
import { toastFailure } from '../errors';
import { useKanbanConfig } from '../kanbanConfig';
import { MODULE_ID } from '../moduleId';
import { archivedPath, boardPath, calendarPath } from '../paths';

export function BoardsPage() {
  const { t } = useTranslation(MODULE_ID);
  const workspaceId = useUnit($currentWorkspaceId);
  const config = useKanbanConfig();
  const [boards, setBoards] = useState<KanbanBoard[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState('');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [creating, setCreating] = useState(false);
  // «Добавить» → «Доска» (newBoardPath) comes here to type the new board's name at once.
  const creatingNew = new URLSearchParams(useLocation().search).get('new') === 'board';

  useEffect(() => {
    if (!workspaceId) return;
    setBoards(null);
    setFailed(false);
    kanbanApi.boards().then(setBoards, () => setFailed(true));
  }, [workspaceId]);

  const shown = useMemo(() => {
    const text = query.trim().toLocaleLowerCase();
    return (boards ?? []).filter(
      (board) => !text || board.name.toLocaleLowerCase().includes(text) || board.description.toLocaleLowerCase().includes(text),
    );
  }, [boards, query]);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (!workspaceId || !name.trim()) return;
    setCreating(true);
    try {
      const board = await kanbanApi.createBoard(workspaceId, name.trim(), description.trim());
      navigate(boardPath(board.id));
    } catch (error) {
      toastFailure(error);
    } finally {
      setCreating(false);
    }
  };

  if (!workspaceId) return <NonIdealState icon="office" title={t('boards.noWorkspace')} />;

  return (
    <section className="kanban-boards">
      <header className="kanban-boards__header">
        <h1 className="bp6-heading">{t('boards.title')}</h1>
        <nav className="kanban-boards__links">
          <Link to={calendarPath()}>{t('boards.calendar')}</Link>
          {config.archive && <Link to={archivedPath()}>{t('boards.archived')}</Link>}
        </nav>
      </header>
      <form className="kanban-boards__create" onSubmit={create}>
        <FormGroup label={t('boards.name')} labelFor="kanban-board-name">
          <InputGroup id="kanban-board-name" value={name} maxLength={100} autoFocus={creatingNew} onValueChange={setName} />
        </FormGroup>
        <FormGroup label={t('boards.description')} labelFor="kanban-board-description">
          <InputGroup id="kanban-board-description" value={description} maxLength={500} onValueChange={setDescription} />
        </FormGroup>
        <Button type="submit" intent="primary" icon="add" text={t('boards.create')} loading={creating} disabled={!name.trim()} />
      </form>
      <InputGroup
        className="kanban-boards__search"
        type="search"
        leftIcon="search"
        aria-label={t('boards.search')}
        placeholder={t('boards.search')}
        value={query}
        onValueChange={setQuery}
      />
      {failed && <Callout intent="danger">{t('boards.failed')}</Callout>}
      {boards === null && !failed && <Spinner />}
      {boards !== null && shown.length === 0 && (
        <p className="bp6-text-muted">{boards.length === 0 ? t('boards.empty') : t('boards.nothingFound')}</p>
      )}
      <ul className="kanban-boards__list">
        {shown.map((board) => (
          <li key={board.id}>
            <Card compact>
              <Link to={boardPath(board.id)} className="kanban-boards__name">
                {board.name}
              </Link>
              {board.description && <p className="bp6-text-muted">{board.description}</p>}
              {board.cardCount !== undefined && <p className="bp6-text-small">{t('board.cards', { count: board.cardCount })}</p>}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
