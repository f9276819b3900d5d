import { CORE_MODULES } from './dependencies';

/**
 * Ids no developer may publish under: the core modules (SPEC §1: auth, workspace) and the bundled ones
 * (contragents, kanban, telegram, wiki), whether or not this instance's build ships them — a module
 * published as `kanban` would otherwise take the place of the real one wherever it is missing.
 */
export const RESERVED_MODULE_IDS: readonly string[] = [...CORE_MODULES, 'contragents', 'kanban', 'telegram', 'wiki'];

export const isReservedModuleId = (id: unknown): boolean => typeof id === 'string' && RESERVED_MODULE_IDS.includes(id);
