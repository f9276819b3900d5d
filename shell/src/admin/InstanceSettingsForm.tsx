import { Button, Card, FormGroup, H3, H4, HTMLSelect, InputGroup, Spinner, Switch, TextArea } from '@blueprintjs/core';
import { api, ApiError, showToast, useTranslation } from '@artel/sdk';
import { loadInstanceSettingsFx } from '@artel/sdk/host';
import { type FormEvent, useEffect, useState } from 'react';

interface ModuleInstanceSetting {
  id: string;
  label: string;
  hint: string;
  env: string;
  default: string;
  stored: string;
  effective: string;
  source: 'admin' | 'environment' | 'default';
}

interface AdminInstanceSettings {
  name: string;
  registration: 'open' | 'invite_only' | 'closed';
  defaultLanguage: 'ru' | 'en';
  avatarLookup: boolean;
  outboundAllowHosts: string[];
  devScriptOrigins: string[];
  moduleSettings: ModuleInstanceSetting[];
}

/** What the form edits: the allow-lists as typed (a line each) and the modules' values by id. */
interface Draft {
  hosts: string;
  scriptOrigins: string;
  modules: Record<string, string>;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const draftOf = (settings: AdminInstanceSettings): Draft => ({
  hosts: settings.outboundAllowHosts.join('\n'),
  scriptOrigins: settings.devScriptOrigins.join('\n'),
  modules: Object.fromEntries(settings.moduleSettings.map((setting) => [setting.id, setting.stored])),
});

const REGISTRATION_MODES = ['open', 'invite_only', 'closed'] as const;

/** What a platform admin sets for the whole instance (issue 15), stored on the server. */
export function InstanceSettingsForm() {
  const { t } = useTranslation('admin');
  const [settings, setSettings] = useState<AdminInstanceSettings | null>(null);
  const [draft, setDraft] = useState<Draft>({ hosts: '', scriptOrigins: '', modules: {} });
  const [saving, setSaving] = useState(false);
  const loaded = (next: AdminInstanceSettings) => {
    setSettings(next);
    setDraft(draftOf(next));
  };

  useEffect(() => {
    let current = true;
    api.get<AdminInstanceSettings>('/admin/settings', { cache: false }).then(
      (answer) => current && loaded(answer),
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
      const { name, registration, defaultLanguage, avatarLookup } = settings;
      loaded(
        await api.put<AdminInstanceSettings>('/admin/settings', {
          name,
          registration,
          defaultLanguage,
          avatarLookup,
          outboundAllowHosts: lines(draft.hosts),
          devScriptOrigins: lines(draft.scriptOrigins),
          moduleSettings: draft.modules,
        }),
      );
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
          <InputGroup
            id="admin-instance-name"
            maxLength={100}
            value={settings.name}
            placeholder="Artel"
            onValueChange={(name) => change({ name })}
          />
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
        <H4>{t('settings.form.outboundTitle')}</H4>
        <FormGroup
          label={t('settings.form.outboundHosts')}
          labelFor="admin-outbound-hosts"
          helperText={t('settings.form.outboundHostsHint')}
        >
          <TextArea
            id="admin-outbound-hosts"
            fill
            rows={3}
            value={draft.hosts}
            placeholder="http://127.0.0.1:11434"
            onChange={(event) => setDraft({ ...draft, hosts: event.currentTarget.value })}
          />
        </FormGroup>
        <p className="artel-admin__muted">{t('settings.form.outboundFromEnvironment')}</p>
        <H4>{t('settings.form.devScriptTitle')}</H4>
        <FormGroup
          label={t('settings.form.devScriptOrigins')}
          labelFor="admin-dev-script-origins"
          helperText={t('settings.form.devScriptOriginsHint')}
        >
          <TextArea
            id="admin-dev-script-origins"
            fill
            rows={2}
            value={draft.scriptOrigins}
            placeholder="http://localhost:8500"
            onChange={(event) => setDraft({ ...draft, scriptOrigins: event.currentTarget.value })}
          />
        </FormGroup>
        {settings.moduleSettings.length > 0 && <H4>{t('settings.form.moduleSettingsTitle')}</H4>}
        {settings.moduleSettings.map((setting) => (
          <FormGroup
            key={setting.id}
            label={setting.label}
            labelFor={`admin-module-${setting.id}`}
            helperText={[
              setting.hint,
              t('settings.form.moduleSettingSource', {
                value: setting.effective,
                source: t(`settings.form.moduleSettingSources.${setting.source}`, { env: setting.env }),
              }),
            ]
              .filter(Boolean)
              .join(' · ')}
          >
            <InputGroup
              id={`admin-module-${setting.id}`}
              type="url"
              value={draft.modules[setting.id] ?? ''}
              placeholder={setting.default}
              onValueChange={(value) => setDraft({ ...draft, modules: { ...draft.modules, [setting.id]: value } })}
            />
          </FormGroup>
        ))}
        <div>
          <Button type="submit" intent="primary" loading={saving} text={t('settings.form.save')} />
        </div>
      </form>
    </Card>
  );
}
