/**
 * The board's header: its name (renamed in place), live status, and archiving. Archiving asks first and leaves
 * the board on screen as archived, with «Восстановить» at hand to take it back.
 */
import { Alert, Button, Callout, Icon, Tag } from '@blueprintjs/core';
import { Link, showToast, useTranslation } from '@artel/sdk';
import { useState } from 'react';
import { kanbanApi } from '../api/kanbanApi';
import type { KanbanBoard } from '../api/kanbanTypes';
import { toastFailure } from '../errors';
import { BoardAccessDialog } from './BoardAccessDialog';
import { NameInPlace } from './NameInPlace';
import { MODULE_ID } from '../moduleId';
import { boardsPath } from '../paths';
import './boardHeader.css';

interface BoardHeaderProps {
  board: KanbanBoard;
  canRename: boolean;
  canArchive: boolean;
  connected: boolean;
  pollingSeconds: number;
  dragDrop: boolean;
  /** Reads the board again after a rename, archive or restore. */
  onChanged(): void;
}

export function BoardHeader({ board, canRename, canArchive, connected, pollingSeconds, dragDrop, onChanged }: BoardHeaderProps) {
  const { t } = useTranslation(MODULE_ID);
  const [confirming, setConfirming] = useState(false);
  const [accessOpen, setAccessOpen] = useState(false);
  const archived = board.archivedAt !== null;

  const rename = (value: string) => {
    const name = value.trim();
    if (!name || name === board.name) return;
    kanbanApi.updateBoard(board.id, { name }).then(() => {
      showToast({ message: t('board.renamed'), intent: 'success' });
      onChanged();
    }, toastFailure);
  };
  const archive = () => {
    setConfirming(false);
    kanbanApi.archiveBoard(board.id).then(() => {
      showToast({
        message: t('board.archivedToast', { name: board.name }),
        intent: 'success',
        action: { text: t('board.undo'), onClick: () => void restore() },
      });
      onChanged();
    }, toastFailure);
  };
  const restore = () =>
    kanbanApi.restoreBoard(board.id).then(() => {
      showToast({ message: t('board.restoredToast', { name: board.name }), intent: 'success' });
      onChanged();
    }, toastFailure);

  return (
    <>
      <header className="kanban-board__header">
        <Link to={boardsPath()} className="kanban-board__back">
          <Icon icon="arrow-left" /> {t('board.back')}
        </Link>
        <h1 className="bp6-heading">
          {canRename && !archived ? (
            <NameInPlace key={board.name} name={board.name} label={t('board.rename')} maxLength={200} onRename={rename} />
          ) : (
            board.name
          )}
        </h1>
        {archived ? (
          <Tag intent="warning" icon="archive">
            {t('board.archivedTag')}
          </Tag>
        ) : (
          <Tag minimal intent={connected ? 'success' : 'none'} icon={connected ? 'feed' : 'refresh'}>
            {connected ? t('board.live') : t('board.polling', { seconds: pollingSeconds })}
          </Tag>
        )}
        {!dragDrop && !archived && <Tag minimal>{t('board.dragDisabled')}</Tag>}
        <Button variant="minimal" icon="people" text={t('access.open')} onClick={() => setAccessOpen(true)} />
        {canArchive && !archived && (
          <Button variant="minimal" icon="archive" text={t('board.archiveBoard')} onClick={() => setConfirming(true)} />
        )}
      </header>
      {accessOpen && <BoardAccessDialog board={board} canManage={canRename && !archived} onClose={() => setAccessOpen(false)} />}
      {archived && (
        <Callout intent="warning" icon="archive" className="kanban-board__archived" title={t('board.archivedTitle')}>
          <p>{t('board.archivedText')}</p>
          {canArchive && <Button intent="primary" icon="unarchive" text={t('board.restore')} onClick={() => void restore()} />}
        </Callout>
      )}
      <Alert
        isOpen={confirming}
        intent="warning"
        icon="archive"
        confirmButtonText={t('board.archiveBoard')}
        cancelButtonText={t('board.cancel')}
        onConfirm={archive}
        onCancel={() => setConfirming(false)}
      >
        {t('board.archiveConfirm', { name: board.name })}
      </Alert>
    </>
  );
}
