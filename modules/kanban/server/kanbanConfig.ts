/** The workspace's settings of the module (SPEC §9 defaults), read from the host's complete config. */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { type ModuleConfig, type ModuleOrm as Orm } from '@artel/sdk/server';
import { archiveDisabled, columnFull } from './kanbanErrors';
import { kanbanCards } from './tables';

export interface KanbanConfig {
  maxCardsPerColumn: number;
  pollingInterval: number;
  dragDrop: boolean;
  archive: boolean;
}

export const KANBAN_DEFAULTS: KanbanConfig = { maxCardsPerColumn: 100, pollingInterval: 30000, dragDrop: true, archive: true };

export function kanbanConfig(config: ModuleConfig): KanbanConfig {
  const number = (key: 'maxCardsPerColumn' | 'pollingInterval') =>
    typeof config[key] === 'number' ? (config[key] as number) : KANBAN_DEFAULTS[key];
  const flag = (key: 'dragDrop' | 'archive') => (typeof config[key] === 'boolean' ? (config[key] as boolean) : KANBAN_DEFAULTS[key]);
  return {
    maxCardsPerColumn: number('maxCardsPerColumn'),
    pollingInterval: number('pollingInterval'),
    dragDrop: flag('dragDrop'),
    archive: flag('archive'),
  };
}

/** 409 column_full unless `incoming` more cards fit under maxCardsPerColumn. Run with the column locked. */
export async function requireRoom(
  orm: Orm,
  config: KanbanConfig,
  columnId: string,
  incoming: number,
  exceptCardId?: string,
): Promise<void> {
  const conditions = [eq(kanbanCards.columnId, columnId), isNull(kanbanCards.archivedAt)];
  if (exceptCardId) conditions.push(ne(kanbanCards.id, exceptCardId));
  const [row] = await orm
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(kanbanCards)
    .where(and(...conditions));
  if ((row?.total ?? 0) + incoming > config.maxCardsPerColumn) throw columnFull(config.maxCardsPerColumn, columnId);
}

/** SPEC §9 'archive' off: nothing new goes into the archive (restoring what is there stays possible). */
export function requireArchiveEnabled(config: KanbanConfig): void {
  if (!config.archive) throw archiveDisabled();
}
