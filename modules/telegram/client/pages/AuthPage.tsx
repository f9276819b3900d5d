/**
 * /modules/telegram/auth — an admin pastes the bot's token (the server checks it with Telegram and keeps it
 * encrypted), and may set the webhook's public address and the recognition model.
 */
import { Button, Callout, Card, FormGroup, H2, InputGroup, Spinner } from '@blueprintjs/core';
import { showToast, useTranslation } from '@artel/sdk';
import { type FormEvent, useState } from 'react';
import { telegramApi } from '../api/telegramApi';
import { failureText, toastFailure } from '../errors';
import { MODULE_ID } from '../moduleId';
import { useLiveData } from '../useLiveData';
import { LlmSettings } from './LlmSettings';
import { TelegramNav } from './TelegramNav';
import { WebhookSettings } from './WebhookSettings';

export function AuthPage() {
  const { t } = useTranslation(MODULE_ID);
  const bot = useLiveData(() => telegramApi.bot());
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const connect = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await telegramApi.connectBot(token);
      setToken('');
      await bot.reload();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  const disconnect = async () => {
    try {
      await telegramApi.disconnectBot();
      showToast({ message: t('auth.disconnected'), intent: 'success' });
      await bot.reload();
    } catch (failure) {
      toastFailure(failure);
    }
  };

  const current = bot.data;
  return (
    <section className="telegram-page">
      <h1 className="bp6-heading">{t('auth.title')}</h1>
      <TelegramNav />
      {bot.failed && <Callout intent="danger">{t('errors.loadFailed')}</Callout>}
      {!bot.loaded && !bot.failed && <Spinner size={24} />}
      {current && (
        <Callout intent="success" className="telegram-bot-name">
          {t('auth.connected', { name: current.name, username: current.username })}
          <Button variant="minimal" intent="danger" text={t('auth.disconnect')} onClick={() => void disconnect()} />
        </Callout>
      )}
      <Card>
        <form onSubmit={(event) => void connect(event)}>
          <FormGroup
            label={t('auth.token')}
            labelFor="telegram-token"
            helperText={error ?? t('auth.tokenHint')}
            intent={error ? 'danger' : 'none'}
          >
            <InputGroup
              id="telegram-token"
              type="password"
              value={token}
              onValueChange={setToken}
              intent={error ? 'danger' : 'none'}
              autoComplete="off"
              placeholder="123456789:AA…"
            />
          </FormGroup>
          <Button
            type="submit"
            intent="primary"
            loading={busy}
            disabled={!token.trim()}
            text={current ? t('auth.replace') : t('auth.connect')}
          />
        </form>
      </Card>
      {current && <WebhookSettings bot={current} onChanged={bot.reload} />}
      {current && <LlmSettings key={`${current.llm?.baseUrl}|${current.llm?.model}`} bot={current} onChanged={bot.reload} />}
      <Card>
        <H2>{t('auth.privacyTitle')}</H2>
        <p>{t('auth.privacy')}</p>
        <H2>{t('auth.addTitle')}</H2>
        <ol>
          <li>{t('auth.add1')}</li>
          <li>{t('auth.add2', { username: current?.username ?? 'bot' })}</li>
          <li>{t('auth.add3')}</li>
        </ol>
      </Card>
    </section>
  );
}
