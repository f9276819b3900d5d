/** The module's settings of SPEC §9, read live from the workspace's module config with the SPEC defaults. */
import { kanbanSdk } from './kanbanSdk';

export interface KanbanConfig {
  maxCardsPerColumn: number;
  pollingInterval: number;
  dragDrop: boolean;
  archive: boolean;
}

export const DEFAULT_KANBAN_CONFIG: KanbanConfig = {
  maxCardsPerColumn: 100,
  pollingInterval: 30_000,
  dragDrop: true,
  archive: true,
};

const positive = (value: unknown, fallback: number) => (typeof value === 'number' && value > 0 ? value : fallback);
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

export function readKanbanConfig(config: Readonly<Record<string, unknown>>): KanbanConfig {
  return {
    maxCardsPerColumn: positive(config.maxCardsPerColumn, DEFAULT_KANBAN_CONFIG.maxCardsPerColumn),
    pollingInterval: positive(config.pollingInterval, DEFAULT_KANBAN_CONFIG.pollingInterval),
    dragDrop: flag(config.dragDrop ?? config.enableDragDrop, DEFAULT_KANBAN_CONFIG.dragDrop),
    archive: flag(config.archive ?? config.enableArchive, DEFAULT_KANBAN_CONFIG.archive),
  };
}

export function useKanbanConfig(): KanbanConfig {
  return readKanbanConfig(kanbanSdk().config.use());
}
