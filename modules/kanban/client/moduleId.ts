/** The module's id: its URL (/modules/kanban), its i18n namespace and its API prefix (/api/v1/modules/kanban). */
export const MODULE_ID = 'kanban';
