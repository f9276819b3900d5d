import { Callout, Card, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { formatDateTime, formatNumber, useTranslation } from '@artel/sdk';
import { type DeveloperModule, marketplaceFailureMessage } from '@artel/sdk/host';
import { MARKETPLACE_NAMESPACE } from '../i18n/marketplaceTranslations';
import { ModuleDetailLink } from '../ModuleActions';
import type { RemoteData } from '../useRemoteData';

/** The modules the user published, each with its versions (newest first). */
export function MyModules({ modules }: { modules: RemoteData<DeveloperModule[]> }) {
  const { t } = useTranslation(MARKETPLACE_NAMESPACE);
  const list = modules.data ?? [];
  return (
    <section className="artel-marketplace__mine" aria-labelledby="my-modules-title">
      <h2 id="my-modules-title" className="bp6-heading">
        {t('developer.mine')}
      </h2>
      {modules.status === 'failed' && (
        <Callout intent="danger" role="alert">
          {marketplaceFailureMessage('load', modules.error)}
        </Callout>
      )}
      {modules.status === 'loading' && list.length === 0 && <Spinner size={20} />}
      {modules.status === 'ready' && list.length === 0 && <NonIdealState icon="code" title={t('developer.noMine')} />}
      {list.map((module) => (
        <Card key={module.id} className="artel-marketplace__card" role="article" aria-labelledby={`mine-${module.id}`}>
          <h3 id={`mine-${module.id}`} className="bp6-heading">
            <ModuleDetailLink moduleId={module.id}>{module.name}</ModuleDetailLink> <code>{module.id}</code>
          </h3>
          <p>
            {t('developer.latest', { version: module.latestVersion })} · {t('developer.installations', { count: module.installations })}{' '}
            {module.blocked && (
              <Tag intent="danger" minimal>
                {t('state.blocked')}
              </Tag>
            )}
          </p>
          <h4 className="bp6-heading">{t('developer.versions')}</h4>
          <ul>
            {module.versions.map((version) => (
              <li key={version.version}>
                {t('developer.versionLine', {
                  version: version.version,
                  date: formatDateTime(version.publishedAt),
                  size: formatNumber(version.size / 1024, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
                })}
                {version.changelog.length > 0 && `: ${version.changelog.join('; ')}`}
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </section>
  );
}
