import { Button, Callout, H2, HTMLTable, Spinner, Switch } from '@blueprintjs/core';
import { showToast, useTranslation } from '@artel/sdk';
import {
  $notificationPreferences,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_TYPES,
  type NotificationChannelPreference,
  type NotificationPreferencesChange,
  loadNotificationPreferencesFx,
  notificationApi,
  saveNotificationPreferencesFx,
  toApiError,
} from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useState } from 'react';
import { NOTIFICATIONS_NAMESPACE } from './i18n/notificationsTranslations';
import './notifications.css';

type Channel = keyof NotificationChannelPreference;
const CHANNELS: readonly Channel[] = ['inApp', 'sound'];

interface PreferenceTableProps<K extends string> {
  caption: string;
  keys: readonly K[];
  label: (key: K) => string;
  values: Record<K, NotificationChannelPreference>;
  saving: boolean;
  onToggle: (key: K, channel: Channel, on: boolean) => void;
}

function PreferenceTable<K extends string>({ caption, keys, label, values, saving, onToggle }: PreferenceTableProps<K>) {
  const { t } = useTranslation(NOTIFICATIONS_NAMESPACE);
  return (
    <HTMLTable compact className="artel-notification-preferences__table">
      <caption className="bp6-heading">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('preferences.kind')}</th>
          {CHANNELS.map((channel) => (
            <th scope="col" key={channel}>
              {t(`preferences.${channel}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => (
          <tr key={key}>
            <th scope="row">{label(key)}</th>
            {CHANNELS.map((channel) => (
              <td key={channel}>
                <Switch
                  checked={values[key]?.[channel] ?? true}
                  disabled={saving}
                  aria-label={`${label(key)}: ${t(`preferences.${channel}`)}`}
                  onChange={(event) => onToggle(key, channel, event.currentTarget.checked)}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** The notification section of /profile: in-app and sound switches per category and per type. */
export function NotificationPreferences() {
  const { t } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const [preferences, loading, saving] = useUnit([
    $notificationPreferences,
    loadNotificationPreferencesFx.pending,
    saveNotificationPreferencesFx.pending,
  ]);
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = useCallback(() => {
    setLoadError(null);
    loadNotificationPreferencesFx().catch((error: unknown) => setLoadError(toApiError(error).message));
  }, []);
  useEffect(load, [load]);

  const save = (change: NotificationPreferencesChange) =>
    saveNotificationPreferencesFx(change).then(
      () => showToast({ message: t('preferences.saved'), intent: 'success' }),
      (error: unknown) => showToast({ message: toApiError(error).message, intent: 'danger' }),
    );
  const sendTest = () =>
    notificationApi.sendTest().then(
      () => showToast({ message: t('preferences.testSent'), intent: 'primary' }),
      (error: unknown) => showToast({ message: toApiError(error).message, intent: 'danger' }),
    );

  return (
    <section className="artel-notification-preferences" aria-labelledby="notification-preferences-title">
      <H2 id="notification-preferences-title">{t('preferences.title')}</H2>
      <p>{t('preferences.intro')}</p>
      {loadError && !preferences && (
        <Callout intent="danger">
          <p role="alert">{loadError}</p>
          <Button icon="refresh" text={t('panel.retry')} onClick={load} />
        </Callout>
      )}
      {!preferences && loading && <Spinner size={24} aria-label={t('panel.loading')} />}
      {preferences && (
        <>
          <PreferenceTable
            caption={t('preferences.categories')}
            keys={NOTIFICATION_CATEGORIES}
            label={(category) => t(`categories.${category}`)}
            values={preferences.categories}
            saving={saving}
            onToggle={(category, channel, on) => void save({ categories: { [category]: { [channel]: on } } })}
          />
          <PreferenceTable
            caption={t('preferences.types')}
            keys={NOTIFICATION_TYPES}
            label={(type) => t(`types.${type}`)}
            values={preferences.types}
            saving={saving}
            onToggle={(type, channel, on) => void save({ types: { [type]: { [channel]: on } } })}
          />
        </>
      )}
      <Button icon="notifications" text={t('preferences.sendTest')} onClick={() => void sendTest()} />
    </section>
  );
}
