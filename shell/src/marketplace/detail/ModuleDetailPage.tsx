import { Button, Callout, H2, HTMLTable, Icon, type IconName, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { $currentWorkspaceId, ApiError, Link, useTranslation } from '@artel/sdk';
import { $canManageModules, marketplaceApi, moduleLifecycle } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { categoryName } from '../categoryName';
import { MARKETPLACE_NAMESPACE } from '../i18n/marketplaceTranslations';
import { ModuleActions, ModuleDetailLink } from '../ModuleActions';
import { ModuleStateTag } from '../ModuleStateTag';
import type { ShellPageProps } from '../../routing/shellRoute';
import { useModuleDisplayState } from '../useModuleDisplayState';
import { useRemoteData } from '../useRemoteData';
import { ChangelogList } from './ChangelogList';

const CORE_MODULES = new Set(['auth', 'workspace']);

/** /marketplace/modules/{id}: description, version, permissions and dependencies it needs, changelog, actions. */
export function ModuleDetailPage({ params }: ShellPageProps) {
  const moduleId = params.id ?? '';
  const { t } = useTranslation(MARKETPLACE_NAMESPACE);
  const [workspaceId, canManage] = useUnit([$currentWorkspaceId, $canManageModules]);
  const detail = useRemoteData(() => marketplaceApi.module(moduleId), [moduleId, workspaceId]);
  const module = detail.data;
  const state = useModuleDisplayState(moduleId, module);
  const [updating, setUpdating] = useState(false);

  if (detail.status === 'failed') {
    const notFound = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <NonIdealState
        icon={notFound ? 'cube' : 'error'}
        title={t(notFound ? 'detail.notFound' : 'detail.loadFailed')}
        action={notFound ? <Link to="/marketplace">{t('detail.back')}</Link> : <Button text={t('retry')} onClick={detail.reload} />}
      />
    );
  }
  if (!module) return <Spinner aria-label={t('loading')} />;

  const update = async () => {
    setUpdating(true);
    try {
      await moduleLifecycle.update(module.id);
      detail.reload();
    } catch {
      // Toasted by the lifecycle.
    } finally {
      setUpdating(false);
    }
  };

  return (
    <article className="artel-marketplace__detail" aria-labelledby="module-detail-title">
      <p>
        <Link to="/marketplace">← {t('detail.back')}</Link>
      </p>
      <header className="artel-marketplace__detail-header">
        <Icon icon={(module.icon ?? 'cube') as IconName} size={32} aria-hidden />
        <h1 id="module-detail-title" className="bp6-heading">
          {module.name}
        </h1>
        <ModuleStateTag state={state} updateAvailable={module.updateAvailable} />
      </header>
      {module.description && <p className="artel-marketplace__description">{module.description}</p>}
      <div className="artel-marketplace__detail-actions">
        <ModuleActions name={module.name} moduleId={module.id} state={state} configurable={module.config.length > 0} />
        {canManage && module.updateAvailable && (
          <Button intent="primary" icon="refresh" loading={updating} onClick={update}>
            {t('actions.update')} {module.latestVersion}
          </Button>
        )}
      </div>
      {module.blocked && <Callout intent="danger">{t('state.blocked')}</Callout>}
      <HTMLTable className="artel-marketplace__facts">
        <tbody>
          <tr>
            <th scope="row">{t('detail.version')}</th>
            <td>{module.latestVersion}</td>
          </tr>
          {module.installedVersion && (
            <tr>
              <th scope="row">{t('detail.installedVersion')}</th>
              <td>{module.installedVersion}</td>
            </tr>
          )}
          <tr>
            <th scope="row">{t('detail.author')}</th>
            <td>{module.author}</td>
          </tr>
          <tr>
            <th scope="row">{t('detail.category')}</th>
            <td>{categoryName(t, module.category)}</td>
          </tr>
          <tr>
            <th scope="row">{t('detail.source')}</th>
            <td>{t(`source.${module.source}`)}</td>
          </tr>
          {module.tags.length > 0 && (
            <tr>
              <th scope="row">{t('detail.tags')}</th>
              <td>
                {module.tags.map((tag) => (
                  <Tag key={tag} minimal className="artel-marketplace__tag">
                    {tag}
                  </Tag>
                ))}
              </td>
            </tr>
          )}
        </tbody>
      </HTMLTable>
      <section aria-labelledby="module-permissions">
        <H2 id="module-permissions">{t('detail.permissions')}</H2>
        {module.requiredPermissions.length === 0 ? (
          <p>{t('detail.noPermissions')}</p>
        ) : (
          <ul>
            {module.requiredPermissions.map((permission) => (
              <li key={permission}>
                <code>{permission}</code>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="module-dependencies">
        <H2 id="module-dependencies">{t('detail.dependencies')}</H2>
        {module.dependencies.length === 0 ? (
          <p>{t('detail.noDependencies')}</p>
        ) : (
          <ul>
            {module.dependencies.map((dependency) => (
              <li key={dependency}>
                {CORE_MODULES.has(dependency) ? dependency : <ModuleDetailLink moduleId={dependency}>{dependency}</ModuleDetailLink>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="module-changelog">
        <H2 id="module-changelog">{t('detail.changelog')}</H2>
        <ChangelogList entries={module.changelog} />
      </section>
    </article>
  );
}
