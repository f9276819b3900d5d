/** /modules/telegram/board-links — each chat linked to a board and the column its cards go to; members' Telegram usernames. */
import { Button, Callout, Card, FormGroup, H2, HTMLSelect, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import {
  $boards,
  $currentWorkspaceId,
  Link,
  loadBoardsFx,
  showToast,
  useTranslation,
  useWorkspaceMembers,
  type WorkspaceMember,
} from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { telegramApi } from '../api/telegramApi';
import type { BoardColumn, MemberLink, TelegramChat } from '../api/telegramTypes';
import { toastFailure } from '../errors';
import { MODULE_ID } from '../moduleId';
import { boardPath } from '../paths';
import { useLiveData } from '../useLiveData';
import { TelegramNav } from './TelegramNav';

function ChatLink({ chat, onSaved }: { chat: TelegramChat; onSaved(): void }) {
  const { t } = useTranslation(MODULE_ID);
  const boards = useUnit($boards);
  const [boardId, setBoardId] = useState(chat.boardId ?? '');
  const [columnId, setColumnId] = useState(chat.columnId ?? '');
  const [columns, setColumns] = useState<BoardColumn[]>([]);
  // The board whose columns have arrived: until then an empty list means «loading», not «no columns».
  const [columnsOf, setColumnsOf] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setColumns([]);
    if (!boardId) return;
    telegramApi.boardColumns(boardId).then(
      (found) => {
        setColumns(found);
        setColumnsOf(boardId);
        setColumnId((current) => (found.some((column) => column.id === current) ? current : (found[0]?.id ?? '')));
      },
      (error) => toastFailure(error, 'errors.loadFailed'),
    );
  }, [boardId]);

  const save = async () => {
    setBusy(true);
    try {
      await telegramApi.linkChat(chat.chatId, boardId || null, boardId ? columnId || null : null);
      showToast({ message: t('links.saved'), intent: 'success' });
      onSaved();
    } catch (error) {
      toastFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const id = (what: string) => `telegram-chat-${chat.chatId}-${what}`;
  return (
    <Card className="telegram-chat-link" data-testid="telegram-chat-link">
      <H2>
        {chat.title} {chat.botStatus === 'left' && <Tag intent="warning">{t('links.left')}</Tag>}
      </H2>
      <FormGroup label={t('links.board')} labelFor={id('board')} inline>
        <HTMLSelect id={id('board')} value={boardId} onChange={(event) => setBoardId(event.currentTarget.value)}>
          <option value="">{t('links.noBoard')}</option>
          {boards
            // An archived board takes no new cards; the one a chat is still linked to stays, marked, so it can be changed.
            .filter((board) => !board.archivedAt || board.id === chat.boardId)
            .map((board) => (
              <option key={board.id} value={board.id}>
                {board.archivedAt ? t('links.archivedBoard', { name: board.name }) : board.name}
              </option>
            ))}
        </HTMLSelect>
      </FormGroup>
      {boardId && (
        <FormGroup
          label={t('links.column')}
          labelFor={id('column')}
          inline
          helperText={
            columnsOf === boardId && columns.length === 0 ? (
              <>
                {t('links.noColumns')} <Link to={boardPath(boardId)}>{t('links.openBoard')}</Link>
              </>
            ) : undefined
          }
        >
          <HTMLSelect
            id={id('column')}
            value={columnId}
            disabled={columnsOf === boardId && columns.length === 0}
            onChange={(event) => setColumnId(event.currentTarget.value)}
          >
            <option value="" disabled>
              {t('links.chooseColumn')}
            </option>
            {columns.map((column) => (
              <option key={column.id} value={column.id}>
                {column.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      )}
      <Button intent="primary" loading={busy} disabled={Boolean(boardId) && !columnId} text={t('links.save')} onClick={() => void save()} />
    </Card>
  );
}

function MemberUsername({ member, link, onSaved }: { member: WorkspaceMember; link: MemberLink | undefined; onSaved(): void }) {
  const { t } = useTranslation(MODULE_ID);
  const [username, setUsername] = useState(link?.username ?? '');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await telegramApi.setUsername(member.userId, username.trim() || null);
      showToast({ message: t('links.usernameSaved'), intent: 'success' });
      onSaved();
    } catch (error) {
      toastFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <tr>
      <td>{member.name}</td>
      <td>
        <InputGroup aria-label={t('links.username')} value={username} onValueChange={setUsername} placeholder="@username" />
      </td>
      <td>
        <Button loading={busy} text={t('links.save')} onClick={() => void save()} />
      </td>
    </tr>
  );
}

export function BoardLinksPage() {
  const { t } = useTranslation(MODULE_ID);
  const workspaceId = useUnit($currentWorkspaceId);
  const chats = useLiveData(() => telegramApi.chats());
  const links = useLiveData(() => telegramApi.memberLinks());
  const members = useWorkspaceMembers();
  useEffect(() => {
    if (workspaceId) loadBoardsFx(workspaceId).catch(() => undefined);
  }, [workspaceId]);

  return (
    <section className="telegram-page">
      <h1 className="bp6-heading">{t('links.title')}</h1>
      <TelegramNav />
      {(chats.failed || links.failed) && <Callout intent="danger">{t('errors.loadFailed')}</Callout>}
      <H2>{t('links.chats')}</H2>
      {!chats.loaded && !chats.failed && <Spinner size={24} />}
      {chats.data?.length === 0 && <NonIdealState icon="chat" title={t('links.noChats')} />}
      {chats.data?.map((chat) => (
        <ChatLink key={`${chat.chatId}:${chat.boardId}:${chat.columnId}`} chat={chat} onSaved={() => void chats.reload()} />
      ))}
      <H2>{t('links.members')}</H2>
      <p className="bp6-text-muted">{t('links.membersHint')}</p>
      {links.data && (
        <table className="bp6-html-table">
          <tbody>
            {members.map((member) => (
              <MemberUsername
                key={`${member.userId}:${links.data!.find((link) => link.userId === member.userId)?.username ?? ''}`}
                member={member}
                link={links.data!.find((link) => link.userId === member.userId)}
                onSaved={() => void links.reload()}
              />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
