import { Button, Callout, Card, NonIdealState, Spinner } from '@blueprintjs/core';
import { $currentWorkspaceId, useTranslation } from '@artel/sdk';
import { $canManageModules, type ConfigChange, marketplaceApi, marketplaceFailureMessage, moduleLifecycle } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { ChangelogList } from '../detail/ChangelogList';
import { MARKETPLACE_NAMESPACE } from '../i18n/marketplaceTranslations';
import { MarketplaceHeader } from '../MarketplaceNav';
import { ModuleDetailLink } from '../ModuleActions';
import { useRemoteData } from '../useRemoteData';

interface AppliedUpdate {
  name: string;
  changes: ConfigChange[];
}

/** /marketplace/updates: modules of this workspace with a newer version in the catalog, and updating them. */
export function UpdatesPage() {
  const { t } = useTranslation(MARKETPLACE_NAMESPACE);
  const [workspaceId, canManage] = useUnit([$currentWorkspaceId, $canManageModules]);
  const updates = useRemoteData(() => marketplaceApi.updates(), [workspaceId]);
  const [updating, setUpdating] = useState<string | null>(null);
  const [applied, setApplied] = useState<AppliedUpdate | null>(null);

  const update = async (moduleId: string, name: string) => {
    setUpdating(moduleId);
    try {
      const { configChanges } = await moduleLifecycle.update(moduleId);
      setApplied(configChanges.length > 0 ? { name, changes: configChanges } : null);
      updates.reload();
    } catch {
      // Toasted by the lifecycle.
    } finally {
      setUpdating(null);
    }
  };

  const list = updates.data ?? [];
  return (
    <>
      <MarketplaceHeader title={t('updates.title')} />
      {!canManage && workspaceId && <Callout>{t('manageHint')}</Callout>}
      {applied && (
        <Callout intent="primary" title={t('updates.configChanges', { name: applied.name })}>
          <ul>
            {applied.changes.map((change) => (
              <li key={change.key}>{t(`updates.change.${change.change}`, { key: change.label ?? change.key })}</li>
            ))}
          </ul>
        </Callout>
      )}
      {updates.status === 'failed' && (
        <Callout intent="danger" role="alert">
          {marketplaceFailureMessage('load', updates.error)}
        </Callout>
      )}
      {updates.status === 'loading' && list.length === 0 && <Spinner aria-label={t('loading')} />}
      {updates.status === 'ready' && list.length === 0 && <NonIdealState icon="tick-circle" title={t('updates.empty')} />}
      {list.map((item) => (
        <Card key={item.moduleId} className="artel-marketplace__update" role="article" aria-labelledby={`update-${item.moduleId}`}>
          <h2 id={`update-${item.moduleId}`} className="bp6-heading">
            <ModuleDetailLink moduleId={item.moduleId}>{item.name}</ModuleDetailLink>
          </h2>
          <p>{t('updates.versions', { installed: item.installedVersion, latest: item.latestVersion })}</p>
          <ChangelogList entries={item.changelog} />
          {canManage && (
            <Button
              intent="primary"
              icon="refresh"
              loading={updating === item.moduleId}
              disabled={updating !== null && updating !== item.moduleId}
              onClick={() => update(item.moduleId, item.name)}
            >
              {t('actions.update')}
            </Button>
          )}
        </Card>
      ))}
    </>
  );
}
