import { Button, Callout } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import { $moduleUpdateOffers, moduleLifecycle } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { SHELL_NAMESPACE } from '../i18n/shellTranslations';
import './moduleUpdateOffers.css';

/**
 * Issue 27: a newer version of a module whose open page holds unsaved work waits for the person's word;
 * the notice does not block the page they are typing on.
 */
export function ModuleUpdateOffers() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const offers = useUnit($moduleUpdateOffers);
  if (offers.length === 0) return null;
  return (
    <div className="artel-update-offers">
      {offers.map((offer) => (
        // The callout's tint is translucent: the offer sits on an opaque card above whatever the page shows.
        <div key={offer.moduleId} className="artel-update-offers__offer">
          <Callout role="status" intent="primary" icon="automatic-updates" aria-label={t('moduleUpdate.label', { name: offer.name })}>
            <p>{t('moduleUpdate.available', { name: offer.name, version: offer.version })}</p>
            <div className="artel-update-offers__actions">
              <Button intent="primary" text={t('moduleUpdate.now')} onClick={() => void moduleLifecycle.updateNow(offer.moduleId)} />
              <Button variant="minimal" text={t('moduleUpdate.later')} onClick={() => moduleLifecycle.updateLater(offer.moduleId)} />
            </div>
          </Callout>
        </div>
      ))}
    </div>
  );
}
