/** The bot's webhook: with the server's public address Telegram pushes updates; without one the bot polls. */
import { Button, Callout, Card, FormGroup, H2, InputGroup } from '@blueprintjs/core';
import { showToast, useTranslation } from '@artel/sdk';
import { useState } from 'react';
import { telegramApi } from '../api/telegramApi';
import type { TelegramBot } from '../api/telegramTypes';
import { MODULE_ID } from '../moduleId';
import { useSettingsRequests } from './useSettingsRequests';

export function WebhookSettings({ bot, onChanged }: { bot: TelegramBot; onChanged(): Promise<void> }) {
  const { t } = useTranslation(MODULE_ID);
  const [publicUrl, setPublicUrl] = useState(() => window.location.origin);
  const { error, busy, submit, press } = useSettingsRequests();

  const turnOn = submit(async () => {
    await telegramApi.setWebhook(publicUrl);
    await onChanged();
  });
  const turnOff = press(async () => {
    await telegramApi.removeWebhook();
    showToast({ message: t('auth.webhookRemoved'), intent: 'success' });
    await onChanged();
  });

  return (
    <Card>
      <H2>{t('auth.webhookTitle')}</H2>
      <p className="bp6-text-muted">{t('auth.webhookHint')}</p>
      {bot.webhookUrl ? (
        <Callout intent="success">
          {t('auth.webhookOn', { url: bot.webhookUrl })}
          <div>
            <Button loading={busy} text={t('auth.removeWebhook')} onClick={() => void turnOff()} />
          </div>
        </Callout>
      ) : (
        <form onSubmit={(event) => void turnOn(event)}>
          <FormGroup
            label={t('auth.publicUrl')}
            labelFor="telegram-public-url"
            helperText={error ?? undefined}
            intent={error ? 'danger' : 'none'}
          >
            <InputGroup
              id="telegram-public-url"
              type="url"
              value={publicUrl}
              onValueChange={setPublicUrl}
              intent={error ? 'danger' : 'none'}
              placeholder="https://artel.example.com"
            />
          </FormGroup>
          <Button type="submit" loading={busy} disabled={!publicUrl.trim()} text={t('auth.setWebhook')} />
        </form>
      )}
    </Card>
  );
}
