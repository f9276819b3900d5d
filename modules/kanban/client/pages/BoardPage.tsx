/**
 * /modules/kanban/boards/:id — the board: filters, columns and cards, the card dialog (?card=id). The dialog
 * (with the markdown renderer and sanitiser, whose set-up alone took ~20 ms) is a chunk of its own: fetched
 * at the first idle moment after the board is on screen, so a click finds it there, and at once when the page
 * opens on a card.
 */
import { Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import {
  $currentWorkspaceId,
  $members,
  lazyComponent,
  LazyComponentSlot,
  Link,
  loadMembersFx,
  navigate,
  useLocation,
  useRouteParams,
  useSearchParam,
  useTranslation,
} from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { kanbanApi } from '../api/kanbanApi';
import { BoardCanvas } from '../board/BoardCanvas';
import { BoardHeader } from '../board/BoardHeader';
import { cardMatcher, type CardFilters, noFilters } from '../board/cardFilters';
import { DeleteColumnDialog } from '../board/DeleteColumnDialog';
import { FilterBar } from '../board/FilterBar';
import { useBoard } from '../board/useBoard';
import { useBoardActions } from '../board/useBoardActions';
import { useWhenIdle } from '../board/useWhenIdle';
import { type DueContext, doneColumnIdOf } from '../dates/dueState';
import { useDueClock } from '../dates/useDueClock';
import type { CardDialogProps } from '../card/CardDialog';
import { toastFailure } from '../errors';
import { useKanbanConfig } from '../kanbanConfig';
import { MODULE_ID } from '../moduleId';
import { boardsPath } from '../paths';

const CardDialog = lazyComponent<'CardDialog', CardDialogProps>(
  () => import(/* webpackChunkName: "kanban-card-dialog" */ '../card/CardDialog'),
  'CardDialog',
);

export function BoardPage() {
  const { t } = useTranslation(MODULE_ID);
  const { id: boardId = '' } = useRouteParams<{ id: string }>();
  const { pathname } = useLocation();
  const openCardId = useSearchParam('card');
  const [workspaceId, members] = useUnit([$currentWorkspaceId, $members]);
  const config = useKanbanConfig();
  const { state, dispatch, meta, loadState, connected, reload, cardEvent } = useBoard(boardId, workspaceId, config.pollingInterval);
  const [filters, setFilters] = useState<CardFilters>(noFilters);
  const [deletingColumnId, setDeletingColumnId] = useState<string | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => {
    if (workspaceId) void loadMembersFx(workspaceId).catch(() => undefined);
  }, [workspaceId]);

  useWhenIdle(() => void CardDialog.preload().catch(() => undefined), loadState === 'ready');

  const permissions = meta.permissions;
  const archived = Boolean(meta.board?.archivedAt);
  // An archived board is read-only until restored: the server refuses changes, so the page offers none.
  const can = useCallback(
    (permission: string) => (!archived || permission === 'view_boards') && (permissions.includes(permission) || permissions.includes('*')),
    [permissions, archived],
  );
  const openCard = useCallback((cardId: string) => navigate(`${pathname}?card=${cardId}`), [pathname]);
  const closeCard = useCallback(() => navigate(pathname, { replace: true }), [pathname]);
  const actions = useBoardActions({ boardId, stateRef, dispatch, reload, openCard, requestColumnDelete: setDeletingColumnId });
  const clock = useDueClock();
  const doneColumnId = doneColumnIdOf(state.columns);
  const due = useMemo<DueContext>(() => ({ clock, doneColumnIds: new Set(doneColumnId ? [doneColumnId] : []) }), [clock, doneColumnId]);
  const matches = useMemo(() => cardMatcher(filters, due), [filters, due]);
  const shownCount = useMemo(() => state.cards.filter(matches).length, [state.cards, matches]);

  if (loadState === 'loading') return <Spinner aria-label={t('board.loading')} />;
  if (loadState === 'notFound')
    return <NonIdealState icon="search" title={t('board.notFound')} action={<Link to={boardsPath()}>{t('board.back')}</Link>} />;
  if (loadState === 'failed') return <Callout intent="danger">{t('board.failed')}</Callout>;

  const deletingColumn = state.columns.find((column) => column.id === deletingColumnId);
  const confirmDelete = (cards: 'archive' | 'move' | null, targetColumnId?: string) => {
    if (!deletingColumn) return;
    setDeletingColumnId(null);
    kanbanApi.deleteColumn(deletingColumn.id, cards, targetColumnId).then(() => reload(), toastFailure);
  };

  return (
    <section className="kanban-board" aria-busy={false} data-board-ready="true">
      {meta.board && (
        <BoardHeader
          board={meta.board}
          canRename={can('edit_board')}
          canArchive={config.archive && (permissions.includes('archive_board') || permissions.includes('*'))}
          connected={connected}
          pollingSeconds={Math.round(config.pollingInterval / 1000)}
          dragDrop={config.dragDrop}
          onChanged={() => void reload()}
        />
      )}
      {meta.board?.description && <p className="kanban-board__description">{meta.board.description}</p>}
      <FilterBar
        filters={filters}
        onChange={setFilters}
        members={members}
        labels={state.labels}
        shown={shownCount}
        total={state.cards.length}
      />
      <BoardCanvas
        state={state}
        members={members}
        due={due}
        matches={matches}
        can={can}
        dragDrop={config.dragDrop && !archived}
        maxCardsPerColumn={config.maxCardsPerColumn}
        actions={actions}
      />
      {openCardId && (
        <LazyComponentSlot component={CardDialog} fallback={null}>
          <CardDialog
            key={openCardId}
            cardId={openCardId}
            boardId={boardId}
            columns={state.columns}
            onLabelSaved={(label) => dispatch({ type: 'labelSaved', label })}
            onLabelDeleted={(labelId) => dispatch({ type: 'labelRemoved', labelId })}
            labels={state.labels}
            members={members}
            can={can}
            archiveEnabled={config.archive && !archived}
            refreshKey={cardEvent?.cardId === openCardId ? cardEvent : null}
            onSaved={(card) => dispatch({ type: 'cardSaved', card })}
            onRemoved={(cardId) => dispatch({ type: 'cardRemoved', cardId })}
            onClose={closeCard}
          />
        </LazyComponentSlot>
      )}
      {deletingColumn && (
        <DeleteColumnDialog
          column={deletingColumn}
          cardCount={state.cards.filter((card) => card.columnId === deletingColumn.id).length}
          otherColumns={state.columns.filter((column) => column.id !== deletingColumn.id)}
          onConfirm={confirmDelete}
          onClose={() => setDeletingColumnId(null)}
        />
      )}
    </section>
  );
}
