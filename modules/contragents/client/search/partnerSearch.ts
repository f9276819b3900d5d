/** The partners' answer to the top bar's search: living partners whose name, INN or contact matches, each opening its page. */
import { i18n, type ModuleSdk, type SearchProvider } from '@artel/sdk';
import { partnersApi } from '../api/partnersApi';
import { partnerPath } from '../paths';

export function partnerSearchProvider(sdk: Pick<ModuleSdk, 'moduleId'>): SearchProvider {
  return {
    id: 'partners',
    title: `${sdk.moduleId}:search.topBarGroup`,
    async search({ text, limit }) {
      const { partners } = await partnersApi.list({ search: text, pageSize: limit, deleted: 'exclude' });
      return partners.map((partner) => ({
        id: partner.id,
        title: partner.name,
        description: [`${i18n.t('contragents:list.inn')} ${partner.inn}`, i18n.t(`contragents:statuses.${partner.status}`)].join(' · '),
        path: partnerPath(partner.id),
        icon: 'people',
      }));
    },
  };
}
