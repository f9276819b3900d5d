import { Callout } from '@blueprintjs/core';
import { $user, useTranslation } from '@artel/sdk';
import { marketplaceApi } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { MARKETPLACE_NAMESPACE } from '../i18n/marketplaceTranslations';
import { MarketplaceHeader } from '../MarketplaceNav';
import { useRemoteData } from '../useRemoteData';
import { MyModules } from './MyModules';
import { PublishForm } from './PublishForm';

/** The platform permission a platform admin grants to publish (admins hold every permission, '*'). */
const PUBLISH_PERMISSION = 'marketplace.publish';

/**
 * /marketplace/developer: a developer publishes a module or a new version; everyone sees the modules they
 * published and whether publishing is open to them.
 */
export function DeveloperPage() {
  const { t } = useTranslation(MARKETPLACE_NAMESPACE);
  const user = useUnit($user);
  const mine = useRemoteData(() => marketplaceApi.myModules(), []);
  const permissions = user?.permissions ?? [];
  const mayPublish = permissions.includes('*') || permissions.includes(PUBLISH_PERMISSION);
  return (
    <>
      <MarketplaceHeader title={t('developer.title')} />
      <div className="artel-marketplace__developer">
        {mayPublish ? (
          <>
            <p>{t('developer.approvalHint')}</p>
            <PublishForm onPublished={mine.reload} />
          </>
        ) : (
          <Callout intent="warning" title={t('developer.permissionNeededTitle')}>
            {t('developer.permissionNeeded')}
          </Callout>
        )}
        <MyModules modules={mine} />
      </div>
    </>
  );
}
