import { Tag } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import { MARKETPLACE_NAMESPACE } from './i18n/marketplaceTranslations';
import { DISPLAY_STATE_INTENTS, type ModuleDisplayState } from './moduleDisplayState';

export function ModuleStateTag({ state, updateAvailable = false }: { state: ModuleDisplayState; updateAvailable?: boolean }) {
  const { t } = useTranslation(MARKETPLACE_NAMESPACE);
  return (
    <span className="artel-marketplace__state">
      <Tag intent={DISPLAY_STATE_INTENTS[state]} minimal={state === 'notInstalled' || state === 'disabled'} round>
        {t(`state.${state}`)}
      </Tag>
      {updateAvailable && (
        <Tag intent="primary" minimal round>
          {t('state.updateAvailable')}
        </Tag>
      )}
    </span>
  );
}
