import { Button, Callout, Card, FormGroup, H3, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { api, i18n, type Language, showToast, useFormDirty, useTranslation } from '@artel/sdk';
import { setLanguage, type User, userUpdated } from '@artel/sdk/host';
import { type FormEvent, useMemo, useState } from 'react';
import { serverMessage } from './serverMessage';

const TELEGRAM_USERNAME = /^@?[A-Za-z0-9_]{5,32}$/;

/** Every IANA zone the browser knows, for the time zone field's suggestions. */
function timeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? [];
}

function settingsOf(user: User) {
  return {
    name: user.name,
    language: user.language ?? '',
    timeZone: user.timeZone ?? '',
    telegram: user.telegramUsername ? `@${user.telegramUsername}` : '',
  };
}

/** Name, interface language, time zone and Telegram username, saved together with PUT /profile; leaving with changes not saved asks first. */
export function AccountSettingsCard({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const saved = settingsOf(user);
  const [name, setName] = useState(saved.name);
  const [language, setLanguageChoice] = useState<string>(saved.language);
  const [timeZone, setTimeZone] = useState(saved.timeZone);
  const [telegram, setTelegram] = useState(saved.telegram);
  const guard = useFormDirty({ name, language, timeZone, telegram }, saved);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const zones = useMemo(timeZones, []);

  const nameError = name.trim() === '' ? t('account.nameRequired') : null;
  const telegramError = telegram.trim() !== '' && !TELEGRAM_USERNAME.test(telegram.trim()) ? t('account.telegramInvalid') : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (nameError || telegramError) return;
    setSaving(true);
    setError(null);
    try {
      const answer = await api.put<{ user: User }>('/profile', {
        name,
        language: language === '' ? null : language,
        timeZone,
        telegramUsername: telegram,
      });
      guard.markSaved();
      userUpdated(answer.user);
      if (answer.user.language) await setLanguage(answer.user.language as Language);
      // Said in the language just chosen, not in the one this render began with.
      showToast({ message: i18n.t('profile:account.saved', { lng: answer.user.language ?? undefined }), intent: 'success' });
    } catch (failure) {
      setError(serverMessage(failure, t('account.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <H3>{t('account.title')}</H3>
      {error && (
        <Callout intent="danger" role="alert" className="artel-profile__error">
          {error}
        </Callout>
      )}
      <form className="artel-profile__form" onSubmit={submit} noValidate>
        <FormGroup label={t('account.name')} labelFor="profile-name" intent={nameError ? 'danger' : 'none'} helperText={nameError}>
          <InputGroup id="profile-name" value={name} maxLength={100} onChange={(event) => setName(event.currentTarget.value)} />
        </FormGroup>
        <FormGroup label={t('account.language')} labelFor="profile-language">
          <HTMLSelect
            id="profile-language"
            value={language}
            onChange={(event) => setLanguageChoice(event.currentTarget.value)}
            options={[
              { value: '', label: t('account.languageBrowser') },
              { value: 'ru', label: 'Русский' },
              { value: 'en', label: 'English' },
            ]}
          />
        </FormGroup>
        <FormGroup label={t('account.timeZone')} labelFor="profile-time-zone" helperText={t('account.timeZoneHint')}>
          <InputGroup
            id="profile-time-zone"
            list="profile-time-zones"
            value={timeZone}
            placeholder={Intl.DateTimeFormat().resolvedOptions().timeZone}
            onChange={(event) => setTimeZone(event.currentTarget.value)}
          />
          <datalist id="profile-time-zones">
            {zones.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </FormGroup>
        <FormGroup
          label={t('account.telegram')}
          labelFor="profile-telegram"
          intent={telegramError ? 'danger' : 'none'}
          helperText={telegramError ?? t('account.telegramHint')}
        >
          <InputGroup
            id="profile-telegram"
            value={telegram}
            placeholder="@username"
            onChange={(event) => setTelegram(event.currentTarget.value)}
          />
        </FormGroup>
        <Button type="submit" intent="primary" loading={saving} text={t('account.save')} />
      </form>
    </Card>
  );
}
