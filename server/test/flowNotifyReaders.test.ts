/**
 * The flows' "notify members" action fills its message from the event (a card's title…), so it tells only the
 * chosen members who may see what the event is about at run time: its board, or the workspace's content
 * beyond what is shared with guests.
 */
import './support/nativeModules';
import { eq } from 'drizzle-orm';
import { notifications } from '../src/db/tables/notifications';
import { flowProbe } from './support/flowProbe';
import { createModuleTestHost, type ModuleTestHost, type TestPerson } from './support/moduleTestHost';

const probe = flowProbe();
let host: ModuleTestHost;

beforeAll(async () => {
  host = await createModuleTestHost(probe.module);
});

afterAll(() => host.close());

const messagesOf = async (person: TestPerson) =>
  (await host.app.db.orm.select().from(notifications).where(eq(notifications.userId, person.userId)))
    .map((notice) => notice.message)
    .sort();

async function notifyFlow(owner: TestPerson, members: string[]) {
  const response = await host.app.inject({
    method: 'POST',
    url: `/api/v1/workspaces/${owner.workspaceId}/flows`,
    headers: owner.headers,
    payload: {
      name: 'Alerts',
      state: 'enabled',
      definition: {
        trigger: { type: 'probe.happened', settings: {} },
        conditions: null,
        steps: [{ id: 'tell', kind: 'action', action: 'platform.notify', settings: { message: 'About {{title}}', members } }],
      },
    },
  });
  expect(response.statusCode).toBe(201);
}

async function boardOf(owner: TestPerson): Promise<string> {
  const response = await host.app.inject({
    method: 'POST',
    url: `/api/v1/workspaces/${owner.workspaceId}/boards`,
    headers: owner.headers,
    payload: { name: 'Тендеры' },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

describe('platform.notify and what the event is about', () => {
  it('tells of a board only those who may view it, and of anything else nobody who is a guest', async () => {
    const { workspaceId, owner } = await host.newTeam();
    const boardId = await boardOf(owner);
    const guest = await host.join(workspaceId, 'guest');
    const sharedGuest = await host.join(workspaceId, 'guest');
    await host.setBoardRole(boardId, sharedGuest.userId, 'board_viewer');
    const viewer = await host.join(workspaceId, 'viewer');
    await notifyFlow(owner, [guest.userId, sharedGuest.userId, viewer.userId]);

    await probe.emit(workspaceId, { title: 'the board card', boardId });
    await probe.emit(workspaceId, { title: 'the workspace' });
    await host.app.flows.idle();

    expect(await messagesOf(guest)).toEqual([]);
    expect(await messagesOf(sharedGuest)).toEqual(['About the board card']);
    expect(await messagesOf(viewer)).toEqual(['About the board card', 'About the workspace']);
  });
});
