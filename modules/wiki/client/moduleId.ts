/** The module's id: its URL (/modules/wiki), its i18n namespace and its API prefix (/api/v1/modules/wiki). */
export const MODULE_ID = 'wiki';
