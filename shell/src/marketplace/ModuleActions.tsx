import { Alert, Button, Icon } from '@blueprintjs/core';
import { Link, useTranslation } from '@artel/sdk';
import { $canManageModules, moduleLifecycle } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { type ReactNode, useState } from 'react';
import { MARKETPLACE_NAMESPACE } from './i18n/marketplaceTranslations';
import { isEnabledState, type ModuleDisplayState } from './moduleDisplayState';

export function moduleSettingsPath(moduleId: string): string {
  return `/marketplace/modules/${encodeURIComponent(moduleId)}/settings`;
}

interface ModuleActionsProps {
  moduleId: string;
  /** The module's name as the page shows it, for the question before disabling. */
  name: string;
  state: ModuleDisplayState;
  /** Whether the module has options to configure. */
  configurable: boolean;
}

/**
 * Enable / Disable for a workspace owner or admin (the lifecycle loads or unloads the module at once),
 * and the way to the module's settings. Disabling takes the module away from everyone in the workspace, so
 * it asks first. Failures are toasted by the lifecycle with SPEC §8's texts.
 */
export function ModuleActions({ moduleId, name, state, configurable }: ModuleActionsProps) {
  const { t } = useTranslation(MARKETPLACE_NAMESPACE);
  const canManage = useUnit($canManageModules);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const enabled = isEnabledState(state);

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } catch {
      // The lifecycle has already told the user why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="artel-marketplace__actions">
      {canManage && state !== 'blocked' && !enabled && (
        <Button intent="primary" icon="add" loading={busy} onClick={() => run(() => moduleLifecycle.enable(moduleId))}>
          {t('actions.enable')}
        </Button>
      )}
      {canManage && enabled && (
        <Button icon="disable" loading={busy} onClick={() => setConfirming(true)}>
          {t('actions.disable')}
        </Button>
      )}
      <Alert
        isOpen={confirming}
        intent="warning"
        icon="disable"
        confirmButtonText={t('actions.disable')}
        cancelButtonText={t('actions.cancel')}
        onConfirm={() => {
          setConfirming(false);
          void run(() => moduleLifecycle.disable(moduleId));
        }}
        onCancel={() => setConfirming(false)}
        canEscapeKeyCancel
      >
        <p>{t('actions.disableConfirm', { name })}</p>
      </Alert>
      {configurable && state !== 'notInstalled' && (
        <Link to={moduleSettingsPath(moduleId)} className="bp6-button bp6-minimal">
          <Icon icon="cog" aria-hidden />
          <span className="bp6-button-text">{t('actions.settings')}</span>
        </Link>
      )}
    </div>
  );
}

export function ModuleDetailLink({ moduleId, children }: { moduleId: string; children: ReactNode }) {
  return <Link to={`/marketplace/modules/${encodeURIComponent(moduleId)}`}>{children}</Link>;
}
