import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { Link, useTranslation } from '@artel/sdk';
import {
  $workspaceModules,
  $workspaceModulesError,
  $workspaceModulesLoaded,
  getModuleContainer,
  ModuleErrorMessages,
  moduleLifecycle,
  moduleLoader,
  moduleRegistry,
  useModuleName,
} from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { MARKETPLACE_NAMESPACE } from '../marketplace/i18n/marketplaceTranslations';

const BUSY_STATES = new Set(['discovered', 'loading', 'installed']);

function ModuleFailure({ moduleId, name, message }: { moduleId: string; name: string; message: string }) {
  const { t } = useTranslation(MARKETPLACE_NAMESPACE);
  const [retrying, setRetrying] = useState(false);
  const installed = moduleLoader.installedModule(moduleId) ?? $workspaceModules.getState().find((mod) => mod.moduleId === moduleId);
  const retry = async () => {
    if (!installed) return;
    setRetrying(true);
    await moduleLoader.enable(installed);
    setRetrying(false);
  };
  return (
    <Callout intent="danger" role="alert" className="artel-module-failure" title={t('outlet.failedTitle', { name })}>
      <p>{message}</p>
      {installed && <Button icon="refresh" loading={retrying} text={t('outlet.retry')} onClick={retry} />}
    </Callout>
  );
}

/**
 * The place in the shell where a module's single-spa application renders: the SDK keeps one detached
 * container per module, and this outlet attaches it while the URL is under /modules/{id}. Around it the
 * outlet says what the module is doing: loading, failed to load (SPEC §8 message and Retry), skipped for
 * permissions (SPEC §5), or not enabled here. A module that throws while mounted shows its own panel
 * from its error boundary (defineModule), and the shell keeps working either way.
 */
export function ModuleOutlet({ moduleId }: { moduleId: string }) {
  const { t } = useTranslation('shell');
  const { t: tm } = useTranslation(MARKETPLACE_NAMESPACE);
  const host = useRef<HTMLDivElement>(null);
  const [modules, workspaceModules, listLoaded, listError] = useUnit([
    moduleRegistry.$modules,
    $workspaceModules,
    $workspaceModulesLoaded,
    $workspaceModulesError,
  ]);
  const entry = modules[moduleId];
  const enabledHere = workspaceModules.some((mod) => mod.moduleId === moduleId && mod.enabled);
  const running = entry !== undefined && entry.state !== 'disabled';
  const name = useModuleName()(moduleId, entry?.definition.name);

  useLayoutEffect(() => {
    const container = getModuleContainer(moduleId);
    host.current?.appendChild(container);
    return () => container.remove();
  }, [moduleId]);

  const listFailed = !running && !listLoaded && listError !== null;
  const waiting = (!running && !listFailed && (!listLoaded || enabledHere)) || (entry !== undefined && BUSY_STATES.has(entry.state));
  return (
    <>
      {waiting && <Spinner aria-label={t('modules.loading')} />}
      {listFailed && (
        <Callout intent="danger" role="alert" className="artel-module-failure">
          <p>{listError}</p>
          <Button icon="refresh" text={tm('outlet.retry')} onClick={() => moduleLifecycle.refresh().catch(() => undefined)} />
        </Callout>
      )}
      {!waiting && !listFailed && !running && (
        <NonIdealState
          icon="cube"
          title={t('modules.notEnabled', { id: moduleId })}
          action={<Link to={`/marketplace/modules/${encodeURIComponent(moduleId)}`}>{tm('outlet.notEnabledAction')}</Link>}
        />
      )}
      {entry?.state === 'registered' && (
        <NonIdealState
          icon="lock"
          title={tm('outlet.skippedTitle', { name })}
          description={ModuleErrorMessages.permissionDenied(moduleId)}
        />
      )}
      {entry?.state === 'error' && <ModuleFailure moduleId={moduleId} name={name} message={entry.lastError ?? ''} />}
      <div ref={host} className="artel-module-outlet" data-module-outlet={moduleId} />
    </>
  );
}
