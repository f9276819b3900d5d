import { Button, TextArea } from '@blueprintjs/core';
import { $user, MentionTextArea, mentionedIds, useDraft, useFormat, useTranslation, type WorkspaceMember } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { kanbanApi } from '../api/kanbanApi';
import type { CardComment } from '../api/kanbanTypes';
import { toastFailure } from '../errors';
import { kanbanSdk } from '../kanbanSdk';
import { MODULE_ID } from '../moduleId';
import { MarkdownView } from './MarkdownView';

interface CommentsSectionProps {
  cardId: string;
  canComment: boolean;
  canDeleteAny: boolean;
  /** Who can be mentioned with @. */
  members: readonly WorkspaceMember[];
  /** Changes when someone else comments, so the list is read again. */
  refreshKey: unknown;
  onCountChange(count: number): void;
  /** True while an edited comment differs from what was posted: closing the card would lose that edit. */
  onEditDirtyChange(dirty: boolean): void;
}

/**
 * The card's comments. The new comment is kept as a draft while it is typed (as in Trello): a card closed, a
 * page left or reloaded gives it back, marked as a draft, until it is posted.
 */
export function CommentsSection({
  cardId,
  canComment,
  canDeleteAny,
  members,
  refreshKey,
  onCountChange,
  onEditDirtyChange,
}: CommentsSectionProps) {
  const { t } = useTranslation(MODULE_ID);
  const format = useFormat();
  const user = useUnit($user);
  const [comments, setComments] = useState<CardComment[]>([]);
  const { value: text, setValue: setText, restoredAt, clear } = useDraft(kanbanSdk().drafts, `card:${cardId}:comment`, '');
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  const [editing, setEditing] = useState<{ id: string; body: string } | null>(null);
  const ownName = members.find((member) => member.userId === user?.id)?.name ?? null;
  const mentions = useMemo(() => ({ names: members.map((member) => member.name), ownName }), [members, ownName]);
  const editedFrom = comments.find((comment) => comment.id === editing?.id)?.body;

  useEffect(() => {
    kanbanApi.comments(cardId).then(setComments, () => undefined);
  }, [cardId, refreshKey]);

  useEffect(() => onEditDirtyChange(editing !== null && editing.body !== editedFrom), [editing, editedFrom, onEditDirtyChange]);

  const update = (next: CardComment[]) => {
    setComments(next);
    onCountChange(next.length);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body) return;
    try {
      // A draft typed before does not keep who was picked from the list: the members whose @Name it holds count.
      const candidates = restoredAt ? new Map([...members.map((member) => [member.userId, member.name] as const), ...picked]) : picked;
      update([...comments, await kanbanApi.addComment(cardId, body, mentionedIds(body, candidates))]);
      await clear();
      setPicked(new Map());
    } catch (error) {
      toastFailure(error);
    }
  };

  const saveEdit = async () => {
    if (!editing || !editing.body.trim()) return;
    try {
      const saved = await kanbanApi.editComment(editing.id, editing.body.trim());
      update(comments.map((comment) => (comment.id === saved.id ? saved : comment)));
      setEditing(null);
    } catch (error) {
      toastFailure(error);
    }
  };

  return (
    <section className="kanban-dialog__section" aria-label={t('card.comments')}>
      <h3 className="bp6-heading">{t('card.comments')}</h3>
      {comments.length === 0 && <p className="bp6-text-muted">{t('card.noComments')}</p>}
      <ul className="kanban-comments">
        {comments.map((comment) => {
          const own = user !== null && comment.authorId === user.id;
          return (
            <li key={comment.id}>
              <strong>{comment.authorName}</strong>{' '}
              <time className="bp6-text-muted" dateTime={comment.createdAt}>
                {format.dateTime(comment.createdAt, 'brief')}
              </time>
              {editing?.id === comment.id ? (
                <div>
                  <TextArea
                    fill
                    aria-label={t('card.editComment')}
                    value={editing.body}
                    onChange={(event) => setEditing({ id: comment.id, body: event.currentTarget.value })}
                  />
                  <Button size="small" intent="primary" text={t('card.save')} onClick={() => void saveEdit()} />
                  <Button size="small" variant="minimal" text={t('board.cancel')} onClick={() => setEditing(null)} />
                </div>
              ) : (
                <MarkdownView source={comment.body} mentions={mentions} />
              )}
              {own && editing?.id !== comment.id && (
                <Button
                  variant="minimal"
                  size="small"
                  icon="edit"
                  aria-label={t('card.editComment')}
                  onClick={() => setEditing({ id: comment.id, body: comment.body })}
                />
              )}
              {(own || canDeleteAny) && (
                <Button
                  variant="minimal"
                  size="small"
                  icon="trash"
                  aria-label={t('card.deleteComment')}
                  onClick={() =>
                    kanbanApi
                      .deleteComment(comment.id)
                      .then(() => update(comments.filter((other) => other.id !== comment.id)), toastFailure)
                  }
                />
              )}
            </li>
          );
        })}
      </ul>
      {canComment && (
        <form onSubmit={send}>
          <MentionTextArea
            label={t('card.newComment')}
            value={text}
            members={members}
            onChange={setText}
            onMention={(member) => setPicked(new Map(picked).set(member.userId, member.name))}
          />
          {restoredAt && <p className="bp6-text-muted kanban-dialog__hint">{t('card.commentDraft')}</p>}
          <Button type="submit" intent="primary" text={t('card.send')} disabled={!text.trim()} />
        </form>
      )}
    </section>
  );
}
