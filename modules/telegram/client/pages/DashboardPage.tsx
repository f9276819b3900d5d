/**
 * /modules/telegram and /modules/telegram/telegram — the bot's connection (state, last update, the last
 * error in plain words), the review queue, the cards made and each chat's latest messages with what was detected.
 */
import { Callout, Card, H2, HTMLSelect, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { formatDate, formatDateTime, Link, useCanOpen, useTranslation } from '@artel/sdk';
import { useEffect, useState } from 'react';
import { telegramApi } from '../api/telegramApi';
import type { TelegramBot, TelegramMessage } from '../api/telegramTypes';
import { MODULE_ID } from '../moduleId';
import { authPath } from '../paths';
import { mayConfigure } from '../telegramPermissions';
import { useLiveData } from '../useLiveData';
import { FailedTasks } from './FailedTasks';
import { CreatedCards, ReviewQueue } from './ReviewQueue';
import { TelegramNav } from './TelegramNav';

const CONNECTION_INTENT = { connected: 'success', reconnecting: 'warning', rejected: 'danger' } as const;

function Connection({ bot }: { bot: TelegramBot }) {
  const { t } = useTranslation(MODULE_ID);
  return (
    <Card className="telegram-connection" data-testid="telegram-connection">
      <H2>
        {bot.name} <span className="bp6-text-muted">@{bot.username}</span>
      </H2>
      <p>
        {t('dashboard.state')}: <Tag intent={CONNECTION_INTENT[bot.connection]}>{t(`dashboard.${bot.connection}`)}</Tag>
      </p>
      <p>
        {t('dashboard.lastUpdate')}: {formatDateTime(bot.lastUpdateAt) || t('dashboard.never')}
      </p>
      <p>
        {t('dashboard.delivery')}: {t(`dashboard.${bot.mode}`)}
      </p>
      <p>
        {t('dashboard.detector')}: {bot.llm ? t('dashboard.detectorLlm', { model: bot.llm.model }) : t('dashboard.detectorLocal')}
      </p>
      {bot.lastError && (
        <Callout intent={bot.connection === 'rejected' ? 'danger' : 'warning'}>
          {bot.lastError}
          {bot.retryAt && bot.connection !== 'rejected' && (
            <div>
              {t('dashboard.retryAt')}: {formatDateTime(bot.retryAt)}
            </div>
          )}
        </Callout>
      )}
    </Card>
  );
}

function Detection({ message }: { message: TelegramMessage }) {
  const { t } = useTranslation(MODULE_ID);
  const { detection } = message;
  if (!detection.isTask) return <Tag minimal>{t('dashboard.notTask')}</Tag>;
  return (
    <span className="telegram-detection">
      <Tag intent="primary">{t('dashboard.task')}</Tag> {detection.title}
      {detection.due && <Tag minimal>{formatDate(detection.due)}</Tag>}
      <Tag minimal>{t(`priority.${detection.priority}`)}</Tag>
      {detection.assignee && <Tag minimal>@{detection.assignee}</Tag>}
      <Tag minimal>{t('dashboard.confidence', { value: Math.round(detection.confidence * 100) })}</Tag>
    </span>
  );
}

function RecentMessages() {
  const { t } = useTranslation(MODULE_ID);
  const chats = useLiveData(() => telegramApi.chats());
  const [chatId, setChatId] = useState<number | null>(null);
  useEffect(() => {
    if (chatId === null && chats.data && chats.data.length > 0) setChatId(chats.data[0]!.chatId);
  }, [chats.data, chatId]);
  const messages = useLiveData(() => (chatId === null ? Promise.resolve([]) : telegramApi.messages(chatId)), [chatId]);

  if (!chats.data || chats.data.length === 0) return <p className="bp6-text-muted">{t('dashboard.noMessages')}</p>;
  return (
    <>
      <HTMLSelect aria-label={t('dashboard.chat')} value={chatId ?? ''} onChange={(event) => setChatId(Number(event.currentTarget.value))}>
        {chats.data.map((chat) => (
          <option key={chat.chatId} value={chat.chatId}>
            {chat.title}
          </option>
        ))}
      </HTMLSelect>
      {messages.data && messages.data.length === 0 && <p className="bp6-text-muted">{t('dashboard.noMessages')}</p>}
      <ul className="telegram-messages">
        {(messages.data ?? []).map((message) => (
          <li key={message.messageId}>
            <strong>{message.author}:</strong> {message.text}
            <div>
              <Detection message={message} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

export function DashboardPage() {
  const { t } = useTranslation(MODULE_ID);
  const bot = useLiveData(() => telegramApi.bot());
  const pending = useLiveData(() => telegramApi.tasks('pending'));
  const created = useLiveData(() => telegramApi.tasks('created'));
  const failed = useLiveData(() => telegramApi.tasks('failed'));
  const configures = useCanOpen(mayConfigure);

  return (
    <section className="telegram-page">
      <h1 className="bp6-heading">{t('dashboard.title')}</h1>
      <TelegramNav />
      {bot.failed && <Callout intent="danger">{t('errors.loadFailed')}</Callout>}
      {!bot.loaded && !bot.failed && <Spinner size={24} />}
      {bot.loaded && bot.data && <Connection bot={bot.data} />}
      {bot.loaded && !bot.data && (
        <NonIdealState
          icon="chat"
          title={t('dashboard.noBot')}
          description={configures ? t('dashboard.noBotHint') : t('dashboard.noBotAskOwner')}
          action={configures ? <Link to={authPath()}>{t('dashboard.connect')}</Link> : undefined}
        />
      )}
      <H2>{t('dashboard.queue')}</H2>
      {pending.data ? (
        <ReviewQueue
          tasks={pending.data}
          onDecided={() => {
            void pending.reload();
            void created.reload();
          }}
        />
      ) : (
        <Spinner size={20} />
      )}
      {failed.data && failed.data.length > 0 && (
        <>
          <H2>{t('dashboard.failed')}</H2>
          <FailedTasks
            tasks={failed.data}
            onDecided={() => {
              void failed.reload();
              void created.reload();
            }}
          />
        </>
      )}
      <H2>{t('dashboard.recentCards')}</H2>
      {created.data && <CreatedCards tasks={created.data} />}
      <H2>{t('dashboard.messages')}</H2>
      <RecentMessages />
    </section>
  );
}
