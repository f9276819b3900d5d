import type { NamespaceTranslations } from '@artel/sdk';
import { documentsTranslations } from './documents/documentsTranslations';

/** Every text of the Partners module, in Russian (the default) and English, under the module's own namespace. */
export const translations: NamespaceTranslations = {
  ru: {
    nav: { partners: 'Партнеры' },
    pages: { partners: 'Партнеры', partner: 'Партнер', benchmark: 'Бенчмарк', invoices: 'Счета', acts: 'Акты', contracts: 'Договоры' },
    errors: { failed: 'Не удалось выполнить действие', loadFailed: 'Не удалось загрузить данные' },
    ...documentsTranslations.ru,
  },
  en: {
    nav: { partners: 'Partners' },
    pages: { partners: 'Partners', partner: 'Partner', benchmark: 'Benchmark', invoices: 'Invoices', acts: 'Acts', contracts: 'Contracts' },
    errors: { failed: 'The action failed', loadFailed: 'Could not load the data' },
    ...documentsTranslations.en,
  },
};
