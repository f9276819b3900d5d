/** Tasks the bot found but could not make cards of (no board linked then, kanban refused): retry or dismiss. */
import { Button, Callout, Card } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import { telegramApi } from '../api/telegramApi';
import type { TelegramTask } from '../api/telegramTypes';
import { MODULE_ID } from '../moduleId';
import { useTaskDecision } from './useTaskDecision';

function FailedTask({ task, onDecided }: { task: TelegramTask; onDecided(): void }) {
  const { t } = useTranslation(MODULE_ID);
  const { busy, decide } = useTaskDecision(onDecided);
  const act = (retry: boolean) =>
    retry
      ? decide(() => telegramApi.retry(task.id), t('dashboard.accepted'))
      : decide(() => telegramApi.reject(task.id), t('dashboard.rejectedToast'));
  return (
    <Card className="telegram-task" data-testid="telegram-failed-task">
      <strong>{task.title}</strong>
      <blockquote className="telegram-task__text">
        <strong>{task.author}:</strong> {task.text}
      </blockquote>
      {task.errorMessage && <Callout intent="warning">{task.errorMessage}</Callout>}
      <Button intent="primary" loading={busy} text={t('dashboard.retry')} onClick={() => void act(true)} />
      <Button variant="minimal" intent="danger" disabled={busy} text={t('dashboard.dismiss')} onClick={() => void act(false)} />
    </Card>
  );
}

export function FailedTasks({ tasks, onDecided }: { tasks: TelegramTask[]; onDecided(): void }) {
  const { t } = useTranslation(MODULE_ID);
  return (
    <>
      <p className="bp6-text-muted">{t('dashboard.failedHint')}</p>
      {tasks.map((task) => (
        <FailedTask key={task.id} task={task} onDecided={onDecided} />
      ))}
    </>
  );
}
