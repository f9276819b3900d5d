/** The module's id: its URL (/modules/contragents), its i18n namespace and its API prefix (/api/v1/modules/contragents). */
export const MODULE_ID = 'contragents';
