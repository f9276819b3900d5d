/** Tasks the bot was not sure of: a member accepts one as it is or corrected, or rejects it. */
import { Button, Card, FormGroup, HTMLSelect, InputGroup, NonIdealState, Tag } from '@blueprintjs/core';
import { DateInput, Link, MemberPicker, useFormat, useTranslation, useWorkspaceMembers, type WorkspaceMember } from '@artel/sdk';
import { useState } from 'react';
import { telegramApi } from '../api/telegramApi';
import type { Priority, TaskEdit, TelegramTask } from '../api/telegramTypes';
import { MODULE_ID } from '../moduleId';
import { cardPath } from '../paths';
import { useTaskDecision } from './useTaskDecision';

const PRIORITIES: Priority[] = ['low', 'medium', 'high', 'urgent'];

/** Only the fields the member changed: an unchanged accept is 'accepted', a changed one 'edited'. */
function changes(task: TelegramTask, draft: Required<TaskEdit>): TaskEdit {
  const edit: TaskEdit = {};
  if (draft.title.trim() !== task.title) edit.title = draft.title.trim();
  if ((draft.due || null) !== task.due) edit.due = draft.due || null;
  if (draft.priority !== task.priority) edit.priority = draft.priority;
  if ((draft.assigneeUserId || null) !== task.assigneeUserId) edit.assigneeUserId = draft.assigneeUserId || null;
  return edit;
}

function PendingTask({ task, members, onDecided }: { task: TelegramTask; members: WorkspaceMember[]; onDecided(): void }) {
  const { t } = useTranslation(MODULE_ID);
  const format = useFormat();
  const [draft, setDraft] = useState<Required<TaskEdit>>({
    title: task.title,
    due: task.due ?? '',
    priority: task.priority,
    assigneeUserId: task.assigneeUserId ?? '',
  });
  const { busy, decide: send } = useTaskDecision(onDecided);
  const field = (id: string) => `telegram-task-${task.id}-${id}`;

  const decide = (accept: boolean) =>
    accept
      ? send(() => telegramApi.accept(task.id, changes(task, draft)), t('dashboard.accepted'))
      : send(() => telegramApi.reject(task.id), t('dashboard.rejectedToast'));

  return (
    <Card className="telegram-task" data-testid="telegram-pending-task">
      <blockquote className="telegram-task__text">
        <strong>{task.author}</strong>{' '}
        <time className="bp6-text-muted" dateTime={task.sentAt}>
          {format.dateTime(task.sentAt, 'brief')}
        </time>
        <br />
        {task.text}
      </blockquote>
      <Tag minimal>{t('dashboard.confidence', { value: Math.round(task.confidence * 100) })}</Tag>
      {task.messageUrl && (
        <a href={task.messageUrl} target="_blank" rel="noreferrer">
          {t('dashboard.openMessage')}
        </a>
      )}
      <div className="telegram-task__fields">
        <FormGroup label={t('dashboard.taskTitle')} labelFor={field('title')}>
          <InputGroup id={field('title')} value={draft.title} onValueChange={(title) => setDraft({ ...draft, title })} />
        </FormGroup>
        <FormGroup label={t('dashboard.due')} labelFor={field('due')}>
          <DateInput id={field('due')} value={draft.due ?? ''} onChange={(due) => setDraft({ ...draft, due })} />
        </FormGroup>
        <FormGroup label={t('dashboard.priority')} labelFor={field('priority')}>
          <HTMLSelect
            id={field('priority')}
            value={draft.priority}
            onChange={(event) => setDraft({ ...draft, priority: event.currentTarget.value as Priority })}
          >
            {PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {t(`priority.${priority}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('dashboard.assignee')} labelFor={field('assignee')}>
          <MemberPicker
            id={field('assignee')}
            label={t('dashboard.assignee')}
            members={members}
            value={draft.assigneeUserId || null}
            noneLabel={t('dashboard.nobody')}
            onChange={(assigneeUserId) => setDraft({ ...draft, assigneeUserId: assigneeUserId ?? '' })}
          />
        </FormGroup>
      </div>
      <Button
        intent="primary"
        loading={busy}
        disabled={!draft.title.trim()}
        text={t('dashboard.accept')}
        onClick={() => void decide(true)}
      />
      <Button variant="minimal" intent="danger" disabled={busy} text={t('dashboard.reject')} onClick={() => void decide(false)} />
    </Card>
  );
}

export function ReviewQueue({ tasks, onDecided }: { tasks: TelegramTask[]; onDecided(): void }) {
  const { t } = useTranslation(MODULE_ID);
  const members = useWorkspaceMembers();
  if (tasks.length === 0) return <NonIdealState icon="tick" title={t('dashboard.queueEmpty')} />;
  return (
    <>
      <p className="bp6-text-muted">{t('dashboard.queueHint')}</p>
      {tasks.map((task) => (
        <PendingTask key={task.id} task={task} members={members} onDecided={onDecided} />
      ))}
    </>
  );
}

export function CreatedCards({ tasks }: { tasks: TelegramTask[] }) {
  const { t } = useTranslation(MODULE_ID);
  if (tasks.length === 0) return <p className="bp6-text-muted">{t('dashboard.noCards')}</p>;
  return (
    <ul className="telegram-cards">
      {tasks.slice(0, 10).map((task) => (
        <li key={task.id}>
          {task.boardId && task.cardId ? <Link to={cardPath(task.boardId, task.cardId)}>{task.title}</Link> : task.title}{' '}
          <span className="bp6-text-muted">— {task.author}</span>
        </li>
      ))}
    </ul>
  );
}
