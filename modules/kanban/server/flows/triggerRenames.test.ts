/**
 * Flows saved under kanban's former trigger names (`kanban.card_moved` …) are renamed by the platform's migration
 * to the names of kanban's events, and keep running: their runs log as before.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ModuleTestHost } from '@artel/sdk/server/testing';
import { sql } from 'drizzle-orm';
import { addCard, boardWithColumns, createKanbanHost, kanban, newTeam } from '../testing/kanbanFixtures';

const migration = path.join(__dirname, '../../../../server/drizzle/0016_event_trigger_names.sql');

let host: ModuleTestHost;

beforeAll(async () => {
  host = await createKanbanHost();
});

afterAll(() => host.close());

/** A flow as the previous version saved it, straight into the platform's table. */
async function savedBefore(
  workspaceId: string,
  ownerId: string,
  trigger: { type: string; settings: Record<string, unknown> },
): Promise<string> {
  const definition = {
    trigger,
    conditions: null,
    steps: [{ id: 'tell', kind: 'action', action: 'platform.notify', settings: { members: '{{actorId}}', message: '{{title}}' } }],
  };
  const result = (await host.orm.execute(sql`
    insert into flows (workspace_id, name, state, owner_id, trigger_type, definition)
    values (${workspaceId}, ${trigger.type}, 'enabled', ${ownerId}, ${trigger.type}, ${JSON.stringify(definition)}::jsonb)
    returning id`)) as unknown as { rows: Array<{ id: string }> };
  return result.rows[0]!.id;
}

describe('the migration to event names', () => {
  it('renames every former kanban trigger in the column and the definition; a renamed flow runs on the event', async () => {
    const { workspaceId, owner } = await newTeam(host);
    const person = host.personFor(owner.id, workspaceId);
    const { boardId, columnIds } = await boardWithColumns(host.app, owner, workspaceId, ['Todo', 'Done']);
    const former = {
      'kanban.card_created': 'kanban.card.created',
      'kanban.card_moved': 'kanban.card.moved',
      'kanban.card_assigned': 'kanban.card.assigned',
      'kanban.card_labeled': 'kanban.card.labeled',
      'kanban.card_due_soon': 'kanban.card.due_soon',
      'kanban.card_overdue': 'kanban.card.overdue',
      'kanban.comment_added': 'kanban.comment.added',
    };
    const ids: Record<string, string> = {};
    for (const type of Object.keys(former)) ids[type] = await savedBefore(workspaceId, owner.id, { type, settings: { boardId } });
    const untouched = await savedBefore(workspaceId, owner.id, { type: 'platform.member_joined', settings: {} });

    for (const statement of fs.readFileSync(migration, 'utf8').split('--> statement-breakpoint'))
      await host.orm.execute(sql.raw(statement));

    const listed = (await host.api(person, 'GET', `/workspaces/${workspaceId}/flows`)).json<Array<{ id: string; triggerType: string }>>();
    const triggerOf = (id: string) => listed.find((flow) => flow.id === id)?.triggerType;
    for (const [from, to] of Object.entries(former)) {
      expect(triggerOf(ids[from]!)).toBe(to);
      const { definition } = (await host.api(person, 'GET', `/workspaces/${workspaceId}/flows/${ids[from]}`)).json<{
        definition: { trigger: { type: string } };
      }>();
      expect(definition.trigger).toEqual({ type: to, settings: { boardId } });
    }
    expect(triggerOf(untouched)).toBe('platform.member_joined');

    const card = await addCard(host.app, owner, columnIds[0]!, 'Старый сценарий');
    await kanban(host.app, owner, 'POST', `/cards/${card.id}/move`, { columnId: columnIds[1] });
    await host.flows.settled();
    const runs = (await host.api(person, 'GET', `/workspaces/${workspaceId}/flows/${ids['kanban.card_moved']}/runs`)).json<{
      items: Array<{ status: string }>;
    }>().items;
    expect(runs.map((run) => run.status)).toEqual(['succeeded']);
  });
});
