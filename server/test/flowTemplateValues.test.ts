import './support/nativeModules';
import type { FlowField } from '@artel/sdk/server';
import { withTemplateValues } from '../src/flows/templateValues';
import { flowProbe } from './support/flowProbe';
import { createModuleTestHost, type ModuleTestHost } from './support/moduleTestHost';

const probe = flowProbe();
let host: ModuleTestHost;

beforeAll(async () => {
  host = await createModuleTestHost(probe.module);
});

afterAll(() => host.close());

const fields: FlowField[] = [
  { key: 'assigneeIds', type: 'member', multiple: true, label: { ru: 'Исполнители', en: 'Assignees' } },
  { key: 'actorId', type: 'member', label: { ru: 'Кто изменил', en: 'Changed by' } },
  {
    key: 'priority',
    type: 'enum',
    label: { ru: 'Приоритет', en: 'Priority' },
    options: [{ value: 'high', label: { ru: 'Высокий', en: 'High' } }],
  },
  { key: 'userId', type: 'member', label: { ru: 'Участник', en: 'Member' } },
  { key: 'userName', type: 'string', label: { ru: 'Имя', en: 'Name' } },
];

describe('the readable values of {{…}} placeholders', () => {
  it('prints members by name and an enum by its label in the owner’s language, and keeps the event’s own fields', async () => {
    const { workspaceId, owner } = await host.newTeam('Анна Смирнова');
    const boris = await host.join(workspaceId, 'member', 'Борис Петров');
    const event = {
      assigneeIds: [owner.userId, boris.userId],
      actorId: boris.userId,
      priority: 'high',
      userId: boris.userId,
      userName: 'Как в событии',
    };

    const ru = await withTemplateValues(host.app.db.orm, workspaceId, fields, event, 'ru');
    expect(ru).toMatchObject({
      ...event,
      assigneeNames: 'Анна Смирнова, Борис Петров',
      actorName: 'Борис Петров',
      priorityLabel: 'Высокий',
      userName: 'Как в событии',
    });
    expect((await withTemplateValues(host.app.db.orm, workspaceId, fields, event, 'en')).priorityLabel).toBe('High');
  });

  it('prints nothing for nobody or someone outside the workspace, and an unknown enum value as it is', async () => {
    const { workspaceId } = await host.newTeam('Вера');
    const { owner: outsider } = await host.newTeam('Чужой');
    const values = await withTemplateValues(
      host.app.db.orm,
      workspaceId,
      fields,
      { assigneeIds: [outsider.userId], actorId: null, priority: 'someday' },
      'ru',
    );
    expect(values).toMatchObject({ assigneeNames: '', actorName: '', priorityLabel: 'someday' });
  });
});
