/**
 * The shell's entry registers these namespaces with Russian texts and English as a lazy chunk: nothing English
 * is there until the interface switches, and after the switch every text is there, in English.
 */
import { i18n } from '@artel/sdk';
import { setLanguage, type TranslationTree } from '@artel/sdk/host';
import adminEn from '../admin/i18n/en.json';
import { ADMIN_NAMESPACE, registerAdminTranslations } from '../admin/i18n/adminTranslations';
import adminRu from '../admin/i18n/ru.json';
import marketplaceEn from '../marketplace/i18n/en.json';
import { MARKETPLACE_NAMESPACE, registerMarketplaceTranslations } from '../marketplace/i18n/marketplaceTranslations';
import marketplaceRu from '../marketplace/i18n/ru.json';
import notificationsEn from '../notifications/i18n/en.json';
import { NOTIFICATIONS_NAMESPACE } from '../notifications/i18n/notificationsTranslations';
import notificationsRu from '../notifications/i18n/ru.json';
import organisationsEn from '../organisations/i18n/en.json';
import { ORGANISATIONS_NAMESPACE, registerOrganisationsTranslations } from '../organisations/i18n/organisationsTranslations';
import organisationsRu from '../organisations/i18n/ru.json';
import analyticsEn from '../pages/analytics/i18n/en.json';
import { ANALYTICS_NAMESPACE } from '../pages/analytics/i18n/analyticsTranslations';
import analyticsRu from '../pages/analytics/i18n/ru.json';
import profileEn from '../profile/i18n/en.json';
import { PROFILE_NAMESPACE, registerProfileTranslations } from '../profile/i18n/profileTranslations';
import profileRu from '../profile/i18n/ru.json';
import workspacesEn from '../workspaces/i18n/en.json';
import { WORKSPACES_NAMESPACE } from '../workspaces/i18n/workspacesTranslations';
import workspacesRu from '../workspaces/i18n/ru.json';
import shellEn from './en.json';
import shellRu from './ru.json';
import { registerShellTranslations, SHELL_NAMESPACE } from './shellTranslations';

const namespaces: Array<[string, TranslationTree, TranslationTree]> = [
  [SHELL_NAMESPACE, shellRu, shellEn],
  [ADMIN_NAMESPACE, adminRu, adminEn],
  [MARKETPLACE_NAMESPACE, marketplaceRu, marketplaceEn],
  [NOTIFICATIONS_NAMESPACE, notificationsRu, notificationsEn],
  [ORGANISATIONS_NAMESPACE, organisationsRu, organisationsEn],
  [ANALYTICS_NAMESPACE, analyticsRu, analyticsEn],
  [PROFILE_NAMESPACE, profileRu, profileEn],
  [WORKSPACES_NAMESPACE, workspacesRu, workspacesEn],
];

function texts(tree: TranslationTree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : texts(value, `${prefix}${key}.`),
  );
}

/** Keys without their plural suffix: Russian has forms (few, many) that English does not. */
function pluralBases(tree: TranslationTree): string[] {
  return [...new Set(texts(tree).map(([key]) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();
}

beforeAll(() => {
  registerShellTranslations();
  registerAdminTranslations();
  registerMarketplaceTranslations();
  registerOrganisationsTranslations();
  registerProfileTranslations();
});

afterAll(() => setLanguage('ru'));

it('has only the Russian texts up front', () => {
  for (const [namespace] of namespaces) {
    expect([namespace, i18n.hasResourceBundle('ru', namespace)]).toEqual([namespace, true]);
    expect([namespace, i18n.hasResourceBundle('en', namespace)]).toEqual([namespace, false]);
  }
});

it('speaks every text in English after the switch, with the same keys as in Russian', async () => {
  await setLanguage('en');
  expect(i18n.language).toBe('en');
  for (const [namespace, ru, en] of namespaces) {
    expect([namespace, pluralBases(en)]).toEqual([namespace, pluralBases(ru)]);
    for (const [key, text] of texts(en)) expect(i18n.t(`${namespace}:${key}`, { interpolation: { skipOnVariables: true } })).toBe(text);
  }
});
