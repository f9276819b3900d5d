import { useTranslation } from '@artel/sdk';
import { marketplaceApi } from '@artel/sdk/host';
import { MARKETPLACE_NAMESPACE } from '../i18n/marketplaceTranslations';
import { MarketplaceHeader } from '../MarketplaceNav';
import { useRemoteData } from '../useRemoteData';
import { MyModules } from './MyModules';
import { PublishForm } from './PublishForm';

/** /marketplace/developer: publish a module or a new version, and see one's modules and their versions. */
export function DeveloperPage() {
  const { t } = useTranslation(MARKETPLACE_NAMESPACE);
  const mine = useRemoteData(() => marketplaceApi.myModules(), []);
  return (
    <>
      <MarketplaceHeader title={t('developer.title')} />
      <div className="artel-marketplace__developer">
        <PublishForm onPublished={mine.reload} />
        <MyModules modules={mine} />
      </div>
    </>
  );
}
