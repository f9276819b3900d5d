import { Card, Icon, type IconName, Tag } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import { type CatalogModule } from '@artel/sdk/host';
import { MARKETPLACE_NAMESPACE } from '../i18n/marketplaceTranslations';
import { categoryName } from '../categoryName';
import { ModuleActions, ModuleDetailLink } from '../ModuleActions';
import { ModuleStateTag } from '../ModuleStateTag';
import { useModuleDisplayState } from '../useModuleDisplayState';

/** One module of the catalog: what it is, its state in this workspace, and what can be done with it. */
export function ModuleCard({ module }: { module: CatalogModule }) {
  const { t } = useTranslation(MARKETPLACE_NAMESPACE);
  const state = useModuleDisplayState(module.id, module);
  const headingId = `marketplace-module-${module.id}`;
  return (
    <Card className="artel-marketplace__card" aria-labelledby={headingId} role="article">
      <div className="artel-marketplace__card-title">
        <Icon icon={(module.icon ?? 'cube') as IconName} size={20} aria-hidden />
        <h2 id={headingId} className="bp6-heading">
          <ModuleDetailLink moduleId={module.id}>{module.name}</ModuleDetailLink>
        </h2>
      </div>
      <p className="artel-marketplace__meta">
        <Tag minimal>{categoryName(t, module.category)}</Tag> <span>{t('card.version', { version: module.latestVersion })}</span>{' '}
        <span>{t('card.by', { author: module.author })}</span>
      </p>
      {module.description && <p className="artel-marketplace__description">{module.description}</p>}
      <ModuleStateTag state={state} updateAvailable={module.updateAvailable} />
      <ModuleActions name={module.name} moduleId={module.id} state={state} configurable={module.config.length > 0} />
    </Card>
  );
}
