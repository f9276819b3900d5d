import { Button, Callout, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import {
  $workspaceModules,
  $workspaceModulesError,
  $workspaceModulesLoaded,
  type InstalledModule,
  moduleLifecycle,
  useModuleName,
} from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { MARKETPLACE_NAMESPACE } from '../i18n/marketplaceTranslations';
import { MarketplaceHeader } from '../MarketplaceNav';
import { ModuleActions, ModuleDetailLink } from '../ModuleActions';
import { ModuleStateTag } from '../ModuleStateTag';
import { useModuleDisplayState } from '../useModuleDisplayState';

function InstalledRow({ module }: { module: InstalledModule }) {
  const { t } = useTranslation(MARKETPLACE_NAMESPACE);
  const state = useModuleDisplayState(module.moduleId, null);
  const name = useModuleName()(module.moduleId);
  return (
    <tr data-module-id={module.moduleId}>
      <th scope="row">
        <ModuleDetailLink moduleId={module.moduleId}>{name}</ModuleDetailLink>
      </th>
      <td data-label={t('installed.columns.version')}>{module.version}</td>
      <td data-label={t('installed.columns.state')}>
        <ModuleStateTag state={state} />
      </td>
      <td>
        <ModuleActions name={name} moduleId={module.moduleId} state={state} configurable={(module.definition.config ?? []).length > 0} />
      </td>
    </tr>
  );
}

/** /marketplace/installed: the current workspace's modules, live from the module lifecycle. */
export function InstalledModulesPage() {
  const { t } = useTranslation(MARKETPLACE_NAMESPACE);
  const [modules, loaded, error] = useUnit([$workspaceModules, $workspaceModulesLoaded, $workspaceModulesError]);
  const retry = () => moduleLifecycle.refresh().catch(() => undefined);
  return (
    <>
      <MarketplaceHeader title={t('installed.title')} />
      {error && (
        <Callout intent="danger" role="alert">
          {error} <Button variant="minimal" text={t('retry')} onClick={retry} />
        </Callout>
      )}
      {!loaded && !error && <Spinner aria-label={t('loading')} />}
      {loaded && modules.length === 0 && <NonIdealState icon="cube" title={t('installed.empty')} />}
      {modules.length > 0 && (
        <HTMLTable className="artel-marketplace__table artel-list-table" striped>
          <thead>
            <tr>
              <th scope="col">{t('installed.columns.name')}</th>
              <th scope="col">{t('installed.columns.version')}</th>
              <th scope="col">{t('installed.columns.state')}</th>
              <th scope="col">{t('installed.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {modules.map((module) => (
              <InstalledRow key={module.moduleId} module={module} />
            ))}
          </tbody>
        </HTMLTable>
      )}
    </>
  );
}
