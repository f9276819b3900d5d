import { Callout } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useFlowsTranslation } from '../i18n/flowsTranslations';
import { $recipeHints } from './openRecipe';

/** In the builder of a flow begun from a recipe: what was filled for this workspace, and what is still to choose. */
export function RecipeHints() {
  const { t } = useFlowsTranslation();
  const hints = useUnit($recipeHints);
  if (hints.length === 0) return null;
  return (
    <Callout intent="primary" icon="lightbulb" title={t('recipes.hintsTitle')} className="artel-flow-builder__notice">
      <ul className="artel-flow-recipes__hints">
        {hints.map((hint) => (
          <li key={hint}>{hint}</li>
        ))}
      </ul>
    </Callout>
  );
}
