import { Button, Callout, Card, H1, H3, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { $user, Link, navigate } from '@artel/sdk';
import { useHasWorkspaceRole, WORKSPACE_SETTINGS_ROLES, type Workspace } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import type { ShellPageProps } from '../../../routing/shellRoute';
import { WorkspacePageFrame } from '../../../workspaces/pages/WorkspacePageFrame';
import { flowsApi } from '../api/flowsApi';
import type { FlowCatalog } from '../api/flowTypes';
import { flowPaths } from '../flowPaths';
import { useFlowsTranslation } from '../i18n/flowsTranslations';
import { FLOW_RECIPES, type FlowRecipe } from './flowRecipes';
import { recipeOpened } from './openRecipe';
import { workspaceParts } from './workspaceParts';

/** /workspaces/{id}/flows/recipes: ready flows to start from, each opened in the builder filled for this workspace. */
export function FlowRecipesPage({ params }: ShellPageProps) {
  return (
    <WorkspacePageFrame workspace={{ id: params.workspaceId ?? '' }}>
      {(workspace) => <RecipeGallery workspace={workspace} />}
    </WorkspacePageFrame>
  );
}

/** The modules that have something in the workspace's catalog: the enabled ones. */
const modulesOf = (catalog: FlowCatalog) => new Set([...catalog.triggers, ...catalog.actions].map((entry) => entry.module));

function RecipeGallery({ workspace }: { workspace: Workspace }) {
  const { t } = useFlowsTranslation();
  const user = useUnit($user);
  const canManage = useHasWorkspaceRole(WORKSPACE_SETTINGS_ROLES);
  const [catalog, setCatalog] = useState<FlowCatalog | null>(null);
  const [failed, setFailed] = useState(false);
  const [opening, setOpening] = useState<string | null>(null);
  const enabled = catalog ? modulesOf(catalog) : new Set<string>();
  useEffect(() => {
    let current = true;
    flowsApi
      .catalog(workspace.id)
      .then((loaded) => current && setCatalog(loaded))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [workspace.id]);

  const open = async (recipe: FlowRecipe) => {
    setOpening(recipe.id);
    try {
      const parts = await workspaceParts(workspace.id, user?.id ?? '', enabled);
      // The flow's own texts keep their {{field}} placeholders: only the gallery's texts are interpolated.
      const text = (key: string) => t(`recipes.items.${recipe.id}.${key}`, { interpolation: { prefix: '%{', suffix: '}%' } });
      const { definition, hints } = recipe.build(parts, text);
      recipeOpened({
        workspaceId: workspace.id,
        draft: { name: t(`recipes.items.${recipe.id}.title`), state: 'draft', definition },
        hints: hints.map((hint) => t(`recipes.hints.${hint.key}`, hint.params ?? {})),
      });
      navigate(flowPaths.create(workspace.id));
    } finally {
      setOpening(null);
    }
  };

  return (
    <div className="artel-flow-recipes">
      <header className="artel-flow-list__header">
        <div>
          <H1>{t('recipes.title')}</H1>
          <p className="bp6-text-muted">{t('recipes.subtitle')}</p>
          <Link to={flowPaths.list(workspace.id)}>{t('recipes.toList')}</Link>
        </div>
      </header>
      {!canManage && <Callout intent="primary">{t('recipes.managersOnly')}</Callout>}
      {failed && <NonIdealState icon="error" title={t('recipes.loadFailed')} />}
      {!catalog && !failed && <Spinner aria-label={t('common.loading')} />}
      {catalog && (
        <ul className="artel-flow-recipes__grid" aria-label={t('recipes.title')}>
          {FLOW_RECIPES.map((recipe) => {
            const missing = recipe.modules.filter((module) => !enabled.has(module));
            const title = t(`recipes.items.${recipe.id}.title`);
            return (
              <li key={recipe.id} aria-label={title}>
                <Card className="artel-flow-recipes__card">
                  <H3>{title}</H3>
                  <p>{t(`recipes.items.${recipe.id}.description`)}</p>
                  <div className="artel-flow-recipes__modules">
                    {recipe.modules.map((module) => (
                      <Tag key={module} minimal round intent={missing.includes(module) ? 'warning' : 'none'}>
                        {t(`recipes.modules.${module}`)}
                      </Tag>
                    ))}
                  </div>
                  {missing.length > 0 ? (
                    <p className="bp6-text-muted">
                      {t('recipes.enableModule', {
                        modules: missing.map((module) => `«${t(`recipes.modules.${module}`)}»`).join(', '),
                        count: missing.length,
                      })}
                    </p>
                  ) : (
                    <Button
                      intent="primary"
                      icon="flows"
                      text={t('recipes.open')}
                      aria-label={t('recipes.openNamed', { name: title })}
                      disabled={!canManage || opening !== null}
                      loading={opening === recipe.id}
                      onClick={() => void open(recipe)}
                    />
                  )}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
