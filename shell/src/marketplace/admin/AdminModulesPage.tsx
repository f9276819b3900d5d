import { Button, Callout, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { showToast, useTranslation } from '@artel/sdk';
import {
  type AdminCatalogModule,
  marketplaceApi,
  marketplaceFailureMessage,
  moduleLifecycle,
  toastMarketplaceFailure,
  toastMarketplaceSuccess,
} from '@artel/sdk/host';
import { useState } from 'react';
import { MARKETPLACE_NAMESPACE } from '../i18n/marketplaceTranslations';
import { ModuleDetailLink } from '../ModuleActions';
import { useRemoteData } from '../useRemoteData';

/**
 * /admin/modules ('Модули'): every catalog module platform-wide, blocked or not, and where it is used; a
 * developer module awaiting approval is approved here into every organisation's catalogue.
 */
export function AdminModulesPage() {
  const { t } = useTranslation(MARKETPLACE_NAMESPACE);
  const modules = useRemoteData(() => marketplaceApi.adminModules(), []);
  const [busy, setBusy] = useState<string | null>(null);

  const toggle = async (module: AdminCatalogModule) => {
    const action = module.blocked ? 'unblock' : 'block';
    setBusy(module.id);
    try {
      await (module.blocked ? marketplaceApi.unblock(module.id) : marketplaceApi.block(module.id));
      toastMarketplaceSuccess(action, { name: module.name });
      modules.reload();
      // This tab's own workspace drops a module blocked here (or gets it back) without waiting for a refresh.
      moduleLifecycle.refresh().catch(() => undefined);
    } catch (error) {
      toastMarketplaceFailure(action, error);
    } finally {
      setBusy(null);
    }
  };

  const approve = async (module: AdminCatalogModule) => {
    setBusy(module.id);
    try {
      await marketplaceApi.approve(module.id);
      showToast({ message: t('admin.approvedToast', { name: module.name }), intent: 'success' });
      modules.reload();
    } catch (error) {
      showToast({ message: marketplaceFailureMessage('load', error), intent: 'danger' });
    } finally {
      setBusy(null);
    }
  };

  const list = modules.data ?? [];
  return (
    <>
      <header className="artel-page-header">
        <h1 className="bp6-heading">{t('admin.title')}</h1>
      </header>
      <p>{t('admin.hint')}</p>
      {modules.status === 'failed' && (
        <Callout intent="danger" role="alert">
          {marketplaceFailureMessage('load', modules.error)}
        </Callout>
      )}
      {modules.status === 'loading' && list.length === 0 && <Spinner aria-label={t('loading')} />}
      {list.length > 0 && (
        <HTMLTable className="artel-marketplace__table artel-list-table" striped>
          <thead>
            <tr>
              <th scope="col">{t('admin.columns.name')}</th>
              <th scope="col">{t('admin.columns.source')}</th>
              <th scope="col">{t('admin.columns.version')}</th>
              <th scope="col">{t('admin.columns.installations')}</th>
              <th scope="col">{t('admin.columns.state')}</th>
              <th scope="col">{t('admin.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((module) => (
              <tr key={module.id} data-module-id={module.id}>
                <th scope="row">
                  <ModuleDetailLink moduleId={module.id}>{module.name}</ModuleDetailLink> <code>{module.id}</code>
                </th>
                <td data-label={t('admin.columns.source')}>
                  {t(`source.${module.source}`)} · {module.author}
                </td>
                <td data-label={t('admin.columns.version')}>{module.latestVersion}</td>
                <td data-label={t('admin.columns.installations')}>{module.installations}</td>
                <td data-label={t('admin.columns.state')}>
                  <Tag intent={module.blocked ? 'danger' : 'success'} minimal round>
                    {t(module.blocked ? 'state.blocked' : 'admin.active')}
                  </Tag>{' '}
                  {module.approved === false && (
                    <Tag intent="warning" minimal round>
                      {t('admin.awaitingApproval')}
                    </Tag>
                  )}
                </td>
                <td>
                  {module.approved === false && (
                    <Button
                      intent="success"
                      icon="tick"
                      loading={busy === module.id}
                      aria-label={`${t('admin.approve')} ${module.name}`}
                      onClick={() => approve(module)}
                    >
                      {t('admin.approve')}
                    </Button>
                  )}{' '}
                  <Button
                    intent={module.blocked ? 'none' : 'danger'}
                    icon={module.blocked ? 'unlock' : 'lock'}
                    loading={busy === module.id}
                    aria-label={`${t(module.blocked ? 'admin.unblock' : 'admin.block')} ${module.name}`}
                    onClick={() => toggle(module)}
                  >
                    {t(module.blocked ? 'admin.unblock' : 'admin.block')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </>
  );
}
