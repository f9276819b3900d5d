import { Button, Card, FormGroup, H3, HTMLSelect, InputGroup, Spinner, Switch } from '@blueprintjs/core';
import { api, ApiError, loadInstanceSettingsFx, showToast, useTranslation } from '@artel/sdk';
import { type FormEvent, useEffect, useState } from 'react';

interface AdminInstanceSettings {
  name: string;
  registration: 'open' | 'invite_only' | 'closed';
  defaultLanguage: 'ru' | 'en';
  avatarLookup: boolean;
}

const REGISTRATION_MODES = ['open', 'invite_only', 'closed'] as const;

/** What a platform admin sets for the whole instance (issue 15), stored on the server. */
export function InstanceSettingsForm() {
  const { t } = useTranslation('admin');
  const [settings, setSettings] = useState<AdminInstanceSettings | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    api.get<AdminInstanceSettings>('/admin/settings', { cache: false }).then(
      (loaded) => current && setSettings(loaded),
      () => current && showToast({ message: t('settings.form.loadFailed'), intent: 'danger' }),
    );
    return () => {
      current = false;
    };
  }, [t]);

  if (!settings) return <Spinner size={20} />;
  const change = (patch: Partial<AdminInstanceSettings>) => setSettings({ ...settings, ...patch });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      setSettings(await api.put<AdminInstanceSettings>('/admin/settings', settings));
      void loadInstanceSettingsFx().catch(() => undefined);
      showToast({ message: t('settings.form.saved'), intent: 'success' });
    } catch (error) {
      showToast({ message: error instanceof ApiError && error.message ? error.message : t('settings.form.saveFailed'), intent: 'danger' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card className="artel-admin">
      <H3>{t('settings.form.title')}</H3>
      <form className="artel-admin__form" onSubmit={save}>
        <FormGroup label={t('settings.form.name')} labelFor="admin-instance-name" helperText={t('settings.form.nameHint')}>
          <InputGroup id="admin-instance-name" maxLength={100} value={settings.name} placeholder="Artel" onValueChange={(name) => change({ name })} />
        </FormGroup>
        <FormGroup label={t('settings.form.registration')} labelFor="admin-registration">
          <HTMLSelect
            id="admin-registration"
            value={settings.registration}
            onChange={(event) => change({ registration: event.currentTarget.value as AdminInstanceSettings['registration'] })}
            options={REGISTRATION_MODES.map((mode) => ({ value: mode, label: t(`settings.form.registrationModes.${mode}`) }))}
          />
        </FormGroup>
        <FormGroup label={t('settings.form.defaultLanguage')} labelFor="admin-default-language">
          <HTMLSelect
            id="admin-default-language"
            value={settings.defaultLanguage}
            onChange={(event) => change({ defaultLanguage: event.currentTarget.value as 'ru' | 'en' })}
            options={[
              { value: 'ru', label: 'Русский' },
              { value: 'en', label: 'English' },
            ]}
          />
        </FormGroup>
        <Switch
          checked={settings.avatarLookup}
          label={t('settings.form.avatarLookup')}
          onChange={(event) => change({ avatarLookup: event.currentTarget.checked })}
        />
        <p className="artel-admin__muted">{t('settings.form.avatarLookupHint')}</p>
        <div>
          <Button type="submit" intent="primary" loading={saving} text={t('settings.form.save')} />
        </div>
      </form>
    </Card>
  );
}
