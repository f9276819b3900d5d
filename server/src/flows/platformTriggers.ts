/** The platform's own triggers: a member joined, a schedule, the "run now" button. */
import type { FlowTriggerDefinition } from '@artel/sdk/server';
import type { FastifyInstance } from 'fastify';
import { SCHEDULE_TRIGGER } from './scheduleTrigger';

export const MEMBER_JOINED_TRIGGER = 'platform.member_joined';
export const MANUAL_TRIGGER = 'platform.manual';

export const memberJoinedTrigger: FlowTriggerDefinition = {
  type: MEMBER_JOINED_TRIGGER,
  label: { ru: 'Участник присоединился', en: 'Member joined' },
  description: { ru: 'Новый участник вошёл в рабочее пространство', en: 'A new member joined the workspace' },
  fields: [
    { key: 'userId', type: 'member', label: { ru: 'Участник', en: 'Member' } },
    { key: 'userName', type: 'string', label: { ru: 'Имя', en: 'Name' } },
    { key: 'email', type: 'string', label: { ru: 'Эл. почта', en: 'E-mail' } },
    {
      key: 'role',
      type: 'enum',
      label: { ru: 'Роль', en: 'Role' },
      options: [
        { value: 'owner', label: { ru: 'Владелец', en: 'Owner' } },
        { value: 'admin', label: { ru: 'Администратор', en: 'Admin' } },
        { value: 'member', label: { ru: 'Участник', en: 'Member' } },
        { value: 'viewer', label: { ru: 'Наблюдатель', en: 'Viewer' } },
        { value: 'guest', label: { ru: 'Гость', en: 'Guest' } },
      ],
    },
  ],
  settings: [],
  sample: { userId: '00000000-0000-4000-8000-000000000001', userName: 'Анна Смирнова', email: 'anna@example.com', role: 'member' },
};

export const scheduleTrigger: FlowTriggerDefinition = {
  type: SCHEDULE_TRIGGER,
  label: { ru: 'По расписанию', en: 'On a schedule' },
  description: {
    ru: 'Запускается по расписанию cron в часовом поясе рабочего пространства',
    en: "Runs on a cron schedule in the workspace's time zone",
  },
  fields: [{ key: 'scheduledAt', type: 'date', label: { ru: 'Время запуска', en: 'Scheduled time' } }],
  settings: [{ key: 'cron', type: 'cron', required: true, label: { ru: 'Расписание (cron)', en: 'Schedule (cron)' } }],
  sample: { scheduledAt: '2026-11-23T09:00:00.000Z' },
  // Its clock picks the flows (scheduleTrigger.ts); the cron setting is not a field of the event.
  matches: () => true,
};

export const manualTrigger: FlowTriggerDefinition = {
  type: MANUAL_TRIGGER,
  label: { ru: 'Вручную', en: 'Manually' },
  description: { ru: 'Запускается кнопкой «Запустить сейчас»', en: 'Runs from the "Run now" button' },
  fields: [
    { key: 'userId', type: 'member', label: { ru: 'Кто запустил', en: 'Started by' } },
    { key: 'userName', type: 'string', label: { ru: 'Имя запустившего', en: 'Started by (name)' } },
    { key: 'at', type: 'date', label: { ru: 'Время', en: 'Time' } },
  ],
  settings: [],
  sample: { userId: '00000000-0000-4000-8000-000000000001', userName: 'Анна Смирнова', at: '2026-11-23T09:00:00.000Z' },
};

/**
 * Called where someone joins a workspace (added by a manager, or accepting an invitation), after it committed.
 * The join stands whatever happens to the flows, so a failure here is logged, not answered.
 */
export async function memberJoined(
  app: FastifyInstance,
  workspaceId: string,
  member: { userId: string; name: string; email: string; role: string },
): Promise<void> {
  try {
    await app.flows.emit(MEMBER_JOINED_TRIGGER, {
      workspaceId,
      payload: { userId: member.userId, userName: member.name, email: member.email, role: member.role },
    });
  } catch (error) {
    app.log.error({ err: error, workspaceId }, 'member joined: flows not triggered');
  }
}
