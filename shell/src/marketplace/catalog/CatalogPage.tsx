import { Callout, FormGroup, HTMLSelect, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { $currentWorkspaceId, useTranslation } from '@artel/sdk';
import { $canManageModules, marketplaceApi, marketplaceFailureMessage } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { categoryName } from '../categoryName';
import { MARKETPLACE_NAMESPACE } from '../i18n/marketplaceTranslations';
import { MarketplaceHeader } from '../MarketplaceNav';
import { useRemoteData } from '../useRemoteData';
import { loadCatalog } from './catalogQuery';
import { ModuleCard } from './ModuleCard';
import { useDebouncedValue } from './useDebouncedValue';

/** /marketplace: the catalog with search and categories, each module with its state and actions. */
export function CatalogPage() {
  const { t } = useTranslation(MARKETPLACE_NAMESPACE);
  const [workspaceId, canManage] = useUnit([$currentWorkspaceId, $canManageModules]);
  const [text, setText] = useState('');
  const [category, setCategory] = useState('');
  const query = useDebouncedValue(text.trim());
  const catalog = useRemoteData(() => loadCatalog({ text: query, category }), [query, category, workspaceId]);
  const categories = useRemoteData(() => marketplaceApi.categories(), [workspaceId]);
  const modules = catalog.data ?? [];

  return (
    <>
      <MarketplaceHeader title={t('title')} />
      <div className="artel-marketplace__filters" role="search">
        <FormGroup label={t('search.label')} labelFor="marketplace-search">
          <InputGroup
            id="marketplace-search"
            type="search"
            leftIcon="search"
            placeholder={t('search.placeholder')}
            value={text}
            onValueChange={setText}
          />
        </FormGroup>
        <FormGroup label={t('category.label')} labelFor="marketplace-category">
          <HTMLSelect id="marketplace-category" value={category} onChange={(event) => setCategory(event.currentTarget.value)}>
            <option value="">{t('category.all')}</option>
            {(categories.data ?? []).map(({ category: name, count }) => (
              <option key={name} value={name}>
                {`${categoryName(t, name)} (${count})`}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      </div>
      {!workspaceId && <Callout intent="primary">{t('noWorkspace')}</Callout>}
      {workspaceId && !canManage && <Callout>{t('manageHint')}</Callout>}
      {catalog.status === 'failed' && (
        <Callout intent="danger" role="alert">
          {marketplaceFailureMessage(query ? 'search' : 'load', catalog.error)}
        </Callout>
      )}
      {catalog.status === 'loading' && modules.length === 0 && <Spinner aria-label={t('loading')} />}
      {catalog.status === 'ready' && modules.length === 0 && <NonIdealState icon="search" title={t('empty')} />}
      <div className="artel-marketplace__grid" aria-busy={catalog.status === 'loading'}>
        {modules.map((module) => (
          <ModuleCard key={module.id} module={module} />
        ))}
      </div>
    </>
  );
}
