/** The module's id: its URL (/modules/telegram), its i18n namespace and its API prefix (/api/v1/modules/telegram). */
export const MODULE_ID = 'telegram';
