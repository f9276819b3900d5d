/** /modules/kanban/boards/archived — archived boards, and the archived cards of each board, with restore. */
import { Button, Callout, HTMLSelect, NonIdealState } from '@blueprintjs/core';
import { $currentWorkspaceId, Link, showToast, useTranslation } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { kanbanApi } from '../api/kanbanApi';
import type { CardSummary, KanbanBoard } from '../api/kanbanTypes';
import { toastFailure } from '../errors';
import { useKanbanConfig } from '../kanbanConfig';
import { MODULE_ID } from '../moduleId';
import { boardPath, boardsPath } from '../paths';

export function ArchivedPage() {
  const { t } = useTranslation(MODULE_ID);
  const workspaceId = useUnit($currentWorkspaceId);
  const config = useKanbanConfig();
  const [archivedBoards, setArchivedBoards] = useState<KanbanBoard[]>([]);
  const [boards, setBoards] = useState<KanbanBoard[]>([]);
  const [boardId, setBoardId] = useState('');
  const [cards, setCards] = useState<CardSummary[]>([]);

  useEffect(() => {
    if (!workspaceId) return;
    kanbanApi.archivedBoards().then(setArchivedBoards, toastFailure);
    kanbanApi.boards().then((list) => {
      setBoards(list);
      setBoardId((current) => current || (list[0]?.id ?? ''));
    }, toastFailure);
  }, [workspaceId]);

  useEffect(() => {
    if (boardId) kanbanApi.archivedCards(boardId).then(setCards, toastFailure);
    else setCards([]);
  }, [boardId]);

  if (!config.archive) return <Callout>{t('archived.disabled')}</Callout>;

  const restored = () => showToast({ message: t('archived.restored'), intent: 'success' });
  const restoreBoard = (board: KanbanBoard) =>
    kanbanApi.restoreBoard(board.id).then((saved) => {
      setArchivedBoards((list) => list.filter((other) => other.id !== board.id));
      setBoards((list) => [...list, saved]);
      restored();
    }, toastFailure);
  const restoreCard = (card: CardSummary) =>
    kanbanApi.restoreCard(card.id).then(() => {
      setCards((list) => list.filter((other) => other.id !== card.id));
      restored();
    }, toastFailure);

  return (
    <section className="kanban-archived">
      <Link to={boardsPath()}>{t('board.back')}</Link>
      <h1 className="bp6-heading">{t('archived.title')}</h1>
      <h2 className="bp6-heading">{t('archived.boards')}</h2>
      {archivedBoards.length === 0 ? (
        <p className="bp6-text-muted">{t('archived.empty')}</p>
      ) : (
        <ul className="kanban-archived__list">
          {archivedBoards.map((board) => (
            <li key={board.id}>
              <Link to={boardPath(board.id)}>{board.name}</Link>{' '}
              <Button
                size="small"
                icon="undo"
                text={t('archived.restore')}
                aria-label={`${t('archived.restore')}: ${board.name}`}
                onClick={() => void restoreBoard(board)}
              />
            </li>
          ))}
        </ul>
      )}
      <h2 className="bp6-heading">{t('archived.cards')}</h2>
      {boards.length === 0 ? (
        <NonIdealState icon="archive" title={t('archived.empty')} />
      ) : (
        <>
          <HTMLSelect aria-label={t('archived.board')} value={boardId} onChange={(event) => setBoardId(event.currentTarget.value)}>
            {boards.map((board) => (
              <option key={board.id} value={board.id}>
                {board.name}
              </option>
            ))}
          </HTMLSelect>
          {cards.length === 0 ? (
            <p className="bp6-text-muted">{t('archived.empty')}</p>
          ) : (
            <ul className="kanban-archived__list" aria-label={t('archived.cards')}>
              {cards.map((card) => (
                <li key={card.id}>
                  <Link to={boardPath(card.boardId, card.id)}>{card.title}</Link>{' '}
                  <Button
                    size="small"
                    icon="undo"
                    text={t('archived.restore')}
                    aria-label={`${t('archived.restore')}: ${card.title}`}
                    onClick={() => void restoreCard(card)}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
