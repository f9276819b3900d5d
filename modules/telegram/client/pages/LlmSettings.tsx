/** The optional OpenAI-compatible endpoint asked first for what a message holds; its key is kept encrypted. */
import { Button, Card, FormGroup, H2, InputGroup } from '@blueprintjs/core';
import { showToast, useTranslation } from '@artel/sdk';
import { useState } from 'react';
import { telegramApi } from '../api/telegramApi';
import type { TelegramBot } from '../api/telegramTypes';
import { MODULE_ID } from '../moduleId';
import { useSettingsRequests } from './useSettingsRequests';

export function LlmSettings({ bot, onChanged }: { bot: TelegramBot; onChanged(): Promise<void> }) {
  const { t } = useTranslation(MODULE_ID);
  const [baseUrl, setBaseUrl] = useState(bot.llm?.baseUrl ?? '');
  const [model, setModel] = useState(bot.llm?.model ?? '');
  const [apiKey, setApiKey] = useState('');
  const { error, busy, submit, press } = useSettingsRequests();

  const save = submit(async () => {
    // An empty key field keeps the key already kept.
    await telegramApi.setLlm({ baseUrl, model, ...(apiKey.trim() ? { apiKey } : bot.llm ? {} : { apiKey: null }) });
    setApiKey('');
    showToast({ message: t('auth.llmSaved'), intent: 'success' });
    await onChanged();
  });
  const remove = press(async () => {
    await telegramApi.removeLlm();
    setBaseUrl('');
    setModel('');
    showToast({ message: t('auth.llmRemoved'), intent: 'success' });
    await onChanged();
  });

  return (
    <Card>
      <H2>{t('auth.llmTitle')}</H2>
      <p className="bp6-text-muted">{t('auth.llmHint')}</p>
      <form onSubmit={(event) => void save(event)}>
        <FormGroup
          label={t('auth.llmBaseUrl')}
          labelFor="telegram-llm-url"
          helperText={error ?? undefined}
          intent={error ? 'danger' : 'none'}
        >
          <InputGroup
            id="telegram-llm-url"
            type="url"
            value={baseUrl}
            onValueChange={setBaseUrl}
            placeholder="https://api.example.com/v1"
          />
        </FormGroup>
        <FormGroup label={t('auth.llmModel')} labelFor="telegram-llm-model">
          <InputGroup id="telegram-llm-model" value={model} onValueChange={setModel} />
        </FormGroup>
        <FormGroup label={t('auth.llmKey')} labelFor="telegram-llm-key" helperText={bot.llm?.hasKey ? t('auth.llmKeyKept') : undefined}>
          <InputGroup id="telegram-llm-key" type="password" value={apiKey} onValueChange={setApiKey} autoComplete="off" />
        </FormGroup>
        <Button type="submit" loading={busy} disabled={!baseUrl.trim() || !model.trim()} text={t('auth.llmSave')} />
        {bot.llm && <Button variant="minimal" intent="danger" disabled={busy} text={t('auth.llmRemove')} onClick={() => void remove()} />}
      </form>
    </Card>
  );
}
