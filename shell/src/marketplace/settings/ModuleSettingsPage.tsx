import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { ApiError, useTranslation } from '@artel/sdk';
import {
  $canManageModules,
  $workspaceModules,
  $workspaceModulesLoaded,
  type InstalledModule,
  marketplaceFailureMessage,
  moduleLifecycle,
  useModuleName,
} from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import type { ShellPageProps } from '../../routing/shellRoute';
import { MARKETPLACE_NAMESPACE } from '../i18n/marketplaceTranslations';
import { MarketplaceHeader } from '../MarketplaceNav';
import { ConfigField } from './ConfigField';
import {
  type ConfigDraft,
  type ConfigFieldError,
  configFromDraft,
  defaultDraft,
  draftFromConfig,
  serverConfigProblems,
  validateConfigDraft,
} from './configForm';

function SettingsForm({ module }: { module: InstalledModule }) {
  const { t } = useTranslation(MARKETPLACE_NAMESPACE);
  const canManage = useUnit($canManageModules);
  const options = module.definition.config ?? [];
  const [draft, setDraft] = useState<ConfigDraft>(() => draftFromConfig(options, module.config));
  const [errors, setErrors] = useState<Record<string, ConfigFieldError>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const errorText = (error: ConfigFieldError | undefined): string | undefined => error && t(`settings.errors.${error.rule}`, error);

  const change = (key: string, value: string | boolean) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _fixed, ...rest }) => rest);
    setServerErrors(({ [key]: _fixed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateConfigDraft(options, draft);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await moduleLifecycle.updateConfig(module.moduleId, configFromDraft(options, draft));
    } catch (error) {
      setFailure(marketplaceFailureMessage('config', error));
      if (error instanceof ApiError) setServerErrors(serverConfigProblems(error.details));
    } finally {
      setSaving(false);
    }
  };

  if (options.length === 0) return <NonIdealState icon="cog" title={t('settings.noOptions')} />;
  return (
    <form className="artel-marketplace__settings" onSubmit={submit} noValidate>
      {!canManage && <Callout>{t('manageHint')}</Callout>}
      {failure && (
        <Callout intent="danger" role="alert">
          {failure}
        </Callout>
      )}
      {options.map((option) => (
        <ConfigField
          key={option.key}
          option={option}
          value={draft[option.key] ?? ''}
          error={errorText(errors[option.key]) ?? serverErrors[option.key]}
          disabled={!canManage || saving}
          onChange={(value) => change(option.key, value)}
        />
      ))}
      {canManage && (
        <div className="artel-marketplace__form-actions">
          <Button type="submit" intent="primary" loading={saving} text={t('settings.save')} />
          <Button
            type="button"
            variant="minimal"
            text={t('settings.defaults')}
            disabled={saving}
            onClick={() => setDraft(defaultDraft(options))}
          />
        </div>
      )}
    </form>
  );
}

/** /marketplace/modules/{moduleId}/settings: a form generated from the module's config options. */
export function ModuleSettingsPage({ params }: ShellPageProps) {
  const moduleId = params.moduleId ?? '';
  const { t } = useTranslation(MARKETPLACE_NAMESPACE);
  const [modules, loaded] = useUnit([$workspaceModules, $workspaceModulesLoaded]);
  const module = modules.find((candidate) => candidate.moduleId === moduleId);
  const moduleName = useModuleName();
  return (
    <>
      <MarketplaceHeader title={t('settings.title', { name: moduleName(moduleId) })} />
      {!loaded && <Spinner aria-label={t('loading')} />}
      {loaded && !module && <NonIdealState icon="cube" title={t('settings.notInstalled')} />}
      {module && <SettingsForm key={`${module.moduleId}@${module.version}`} module={module} />}
    </>
  );
}
