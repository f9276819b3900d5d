/**
 * /modules/kanban/cards/new — «Добавить» → «Карточка» on a phone: a card needs a board and a column, chosen
 * here (the first of each to begin with), then the new card opens on its board.
 */
import { Button, FormGroup, HTMLSelect, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { $currentWorkspaceId, Link, navigate, useTranslation } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { type FormEvent, useEffect, useState } from 'react';
import { kanbanApi } from '../api/kanbanApi';
import type { KanbanBoard, KanbanColumn } from '../api/kanbanTypes';
import { toastFailure } from '../errors';
import { MODULE_ID } from '../moduleId';
import { boardPath, newBoardPath } from '../paths';

export function NewCardPage() {
  const { t } = useTranslation(MODULE_ID);
  const workspaceId = useUnit($currentWorkspaceId);
  const [boards, setBoards] = useState<KanbanBoard[] | null>(null);
  const [boardId, setBoardId] = useState('');
  const [columns, setColumns] = useState<KanbanColumn[] | null>(null);
  const [columnId, setColumnId] = useState('');
  const [title, setTitle] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!workspaceId) return;
    setBoards(null);
    kanbanApi.boards().then((list) => {
      setBoards(list);
      setBoardId(list[0]?.id ?? '');
    }, toastFailure);
  }, [workspaceId]);

  useEffect(() => {
    setColumns(null);
    if (!boardId) return;
    kanbanApi.board(boardId).then((view) => {
      setColumns(view.columns);
      setColumnId(view.columns[0]?.id ?? '');
    }, toastFailure);
  }, [boardId]);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (!columnId || !title.trim()) return;
    setSaving(true);
    try {
      const card = await kanbanApi.createCard(columnId, title.trim());
      navigate(boardPath(boardId, card.id));
    } catch (error) {
      toastFailure(error);
    } finally {
      setSaving(false);
    }
  };

  if (!workspaceId) return <NonIdealState icon="office" title={t('boards.noWorkspace')} />;
  if (!boards) return <Spinner />;
  if (boards.length === 0) {
    return (
      <NonIdealState icon="new-grid-item" title={t('newCard.noBoards')} action={<Link to={newBoardPath()}>{t('boards.create')}</Link>} />
    );
  }
  return (
    <section className="kanban-new-card">
      <h1 className="bp6-heading">{t('newCard.title')}</h1>
      <form onSubmit={create}>
        <FormGroup label={t('newCard.board')} labelFor="kanban-new-card-board">
          <HTMLSelect
            id="kanban-new-card-board"
            fill
            value={boardId}
            onChange={(event) => setBoardId(event.currentTarget.value)}
            options={boards.map((board) => ({ value: board.id, label: board.name }))}
          />
        </FormGroup>
        {columns?.length === 0 ? (
          <p>
            {t('newCard.noColumns')} <Link to={boardPath(boardId)}>{t('newCard.openBoard')}</Link>
          </p>
        ) : (
          <FormGroup label={t('newCard.column')} labelFor="kanban-new-card-column">
            <HTMLSelect
              id="kanban-new-card-column"
              fill
              disabled={!columns}
              value={columnId}
              onChange={(event) => setColumnId(event.currentTarget.value)}
              options={(columns ?? []).map((column) => ({ value: column.id, label: column.name }))}
            />
          </FormGroup>
        )}
        <FormGroup label={t('board.cardTitle')} labelFor="kanban-new-card-title">
          <InputGroup id="kanban-new-card-title" value={title} maxLength={500} autoFocus onValueChange={setTitle} />
        </FormGroup>
        <Button
          type="submit"
          intent="primary"
          icon="add"
          text={t('newCard.create')}
          loading={saving}
          disabled={!columnId || !title.trim()}
        />
      </form>
    </section>
  );
}
