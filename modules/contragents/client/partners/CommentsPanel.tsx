/**
 * Comments on a partner. Typing «@» and the start of a name offers the workspace's members (the SDK's shared
 * mention input, the one kanban cards use); a member picked is written into the text as @Name and sent in
 * `mentions` while that name is still there, so the server notifies them; the author edits or deletes their own comments. What is typed and not
 * sent is kept as a draft (a new comment per partner, an edit per comment) and comes back when the page opens.
 */
import { Button, Callout, FormGroup, H2 } from '@blueprintjs/core';
import { $user, MentionTextArea, mentionedIds, useDraft, useFormat, useFormDirty, useTranslation, type WorkspaceMember } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { type FormEvent, useRef, useState } from 'react';
import { partnersApi } from '../api/partnersApi';
import type { PartnerComment } from '../api/partnerTypes';
import { contragentsSdk } from '../contragentsSdk';
import { failureText, toastFailure } from '../errors';
import { MODULE_ID } from '../moduleId';

interface Typed {
  text: string;
  mentions: string[];
}

/** Who of the members picked is still named by @Name in the text: one whose name was erased is not notified. */
function stillMentioned(text: string, mentions: readonly string[], members: readonly WorkspaceMember[]): WorkspaceMember[] {
  const picked = new Map(
    members.filter((member) => mentions.includes(member.userId)).map((member) => [member.userId, member.name] as const),
  );
  const named = mentionedIds(text, picked);
  return members.filter((member) => named.includes(member.userId));
}

function CommentEditor({
  members,
  draftKey,
  initial,
  submitLabel,
  save,
  onSaved,
  onCancel,
}: {
  members: WorkspaceMember[];
  draftKey: string;
  initial?: PartnerComment;
  submitLabel: string;
  save(text: string, mentions: string[]): Promise<unknown>;
  onSaved(): void;
  onCancel?(): void;
}) {
  const { t } = useTranslation(MODULE_ID);
  const [stored] = useState<Typed>(() => ({ text: initial?.text ?? '', mentions: initial?.mentions ?? [] }));
  const typed = useDraft<Typed>(contragentsSdk().drafts, draftKey, stored);
  const { text, mentions } = typed.value;
  const guard = useFormDirty(typed.value, stored, { saveDraft: typed.flush });
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = initial ? `comment-edit-${initial.id}` : 'comment-new';
  const mentioned = stillMentioned(text, mentions, members);
  // The input reports the text with the picked name and then the member, in one go: the member joins that text.
  const written = useRef(text);
  written.current = text;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      await save(
        text.trim(),
        mentioned.map((member) => member.userId),
      );
      await typed.clear();
      onSaved();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} className="contragents-comment-form">
      <FormGroup label={t('comments.text')} labelFor={id} intent={error ? 'danger' : 'none'} helperText={error ?? undefined}>
        <MentionTextArea
          id={id}
          label={t('comments.text')}
          placeholder={t('comments.placeholder')}
          autoResize
          intent={error ? 'danger' : 'none'}
          value={text}
          members={members}
          onChange={(value) => {
            written.current = value;
            typed.setValue({ text: value, mentions });
          }}
          onMention={(member) =>
            typed.setValue({ text: written.current, mentions: mentions.includes(member.userId) ? mentions : [...mentions, member.userId] })
          }
        />
      </FormGroup>
      <div className="contragents-row">
        {mentioned.length > 0 && (
          <span className="contragents-muted">{t('comments.mentioned', { names: mentioned.map((member) => member.name).join(', ') })}</span>
        )}
        <span className="contragents-spacer" />
        {onCancel && <Button onClick={guard.askBeforeClosing(() => void typed.clear().then(onCancel))}>{t('comments.cancel')}</Button>}
        <Button type="submit" intent="primary" loading={sending} disabled={!text.trim()}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

export function CommentsPanel({
  partnerId,
  comments,
  members,
  editable,
  onChanged,
}: {
  partnerId: string;
  comments: PartnerComment[];
  members: WorkspaceMember[];
  editable: boolean;
  onChanged(): void;
}) {
  const { t } = useTranslation(MODULE_ID);
  const user = useUnit($user);
  const [editingId, setEditingId] = useState<string | null>(null);
  const format = useFormat();
  const nameOf = (userId: string | null) => members.find((member) => member.userId === userId)?.name ?? t('comments.unknownAuthor');

  const remove = async (comment: PartnerComment) => {
    if (!window.confirm(t('comments.removeConfirm'))) return;
    try {
      await partnersApi.removeComment(partnerId, comment.id);
      onChanged();
    } catch (error) {
      toastFailure(error);
    }
  };

  return (
    <section className="contragents-panel" aria-labelledby="comments-title">
      <H2 id="comments-title">{t('comments.title')}</H2>
      {comments.length === 0 && <Callout compact>{t('comments.empty')}</Callout>}
      <ol className="contragents-comments">
        {comments.map((comment) => (
          <li key={comment.id} className="contragents-comment">
            <div className="contragents-comment__meta">
              <strong>{nameOf(comment.authorId)}</strong>
              <time dateTime={comment.createdAt}>{format.dateTime(comment.createdAt, 'medium')}</time>
              {comment.updatedAt !== comment.createdAt && <span className="contragents-muted">{t('comments.edited')}</span>}
              {comment.authorId === user?.id && editingId !== comment.id && (
                <span className="contragents-comment__actions">
                  <Button variant="minimal" size="small" onClick={() => setEditingId(comment.id)}>
                    {t('comments.edit')}
                  </Button>
                  <Button variant="minimal" size="small" intent="danger" onClick={() => void remove(comment)}>
                    {t('comments.remove')}
                  </Button>
                </span>
              )}
            </div>
            {editingId === comment.id ? (
              <CommentEditor
                members={members}
                draftKey={`partner:${partnerId}:comment:${comment.id}`}
                initial={comment}
                submitLabel={t('comments.save')}
                onCancel={() => setEditingId(null)}
                save={(text, mentions) => partnersApi.updateComment(partnerId, comment.id, text, mentions)}
                onSaved={() => {
                  setEditingId(null);
                  onChanged();
                }}
              />
            ) : (
              <p className="contragents-comment__text">{comment.text}</p>
            )}
          </li>
        ))}
      </ol>
      {editable && (
        <CommentEditor
          members={members}
          draftKey={`partner:${partnerId}:comment`}
          submitLabel={t('comments.send')}
          save={(text, mentions) => partnersApi.addComment(partnerId, text, mentions)}
          onSaved={onChanged}
        />
      )}
    </section>
  );
}
