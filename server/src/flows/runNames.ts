/**
 * A run's log names what its ids stand for: members and boards from the platform's tables, cards, columns,
 * labels, partners, articles… from the modules that own them. Resolved when a run is read, and only within the
 * reader's workspace, so an id of another workspace (typed into a setting, or carried by an event) stays an id.
 */
import type { FlowNamedEntity, FlowNameResolver } from '@artel/sdk/server';
import { and, eq, inArray } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { users, workspaceMembers } from '../db/schema';
import { boards } from '../db/tables/boards';

export type RunNames = Record<string, FlowNamedEntity>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every id-shaped string inside the values, at any depth, once each. */
export function idsIn(...values: unknown[]): string[] {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      if (UUID.test(value)) found.add(value.toLowerCase());
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(visit);
  };
  values.forEach(visit);
  return [...found];
}

async function platformNames(orm: Orm, workspaceId: string, ids: string[]): Promise<Array<FlowNamedEntity & { id: string }>> {
  const members = await orm
    .select({ id: users.id, name: users.name })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), inArray(workspaceMembers.userId, ids)));
  const boardRows = await orm
    .select({ id: boards.id, name: boards.name })
    .from(boards)
    .where(and(eq(boards.workspaceId, workspaceId), inArray(boards.id, ids)));
  return [...members.map((row) => ({ ...row, kind: 'member' as const })), ...boardRows.map((row) => ({ ...row, kind: 'board' as const }))];
}

export class FlowNameResolvers {
  private readonly resolvers: FlowNameResolver[] = [];

  add(resolver: FlowNameResolver): void {
    this.resolvers.push(resolver);
  }

  /** The names of those ids the workspace has: the platform's first, then each module's for the rest. */
  async resolve(orm: Orm, workspaceId: string, ids: readonly string[]): Promise<RunNames> {
    const names: RunNames = {};
    const keep = (found: Array<FlowNamedEntity & { id: string }>) => {
      for (const { id, kind, name } of found) names[id.toLowerCase()] ??= { kind, name };
    };
    if (ids.length === 0) return names;
    keep(await platformNames(orm, workspaceId, [...ids]));
    for (const resolver of this.resolvers) {
      const rest = ids.filter((id) => !names[id]);
      if (rest.length === 0) break;
      keep(await resolver(workspaceId, rest));
    }
    return names;
  }
}
