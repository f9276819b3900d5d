/** The platform's "notify members or a role" action: an in-app notification to each member chosen. */
import type { FlowActionContext, FlowActionDefinition, FlowSettings } from '@artel/sdk/server';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { flows } from '../db/tables/flows';
import { users, workspaceMembers, workspaceRoles } from '../db/schema';
import { memberMaySee, type PlatformSubject } from '../notifications/memberMaySee';
import { notify } from '../notifications/notify';
import { flowText } from './flowMessages';
import { describeNotify } from './stepSentences';

const roleOptions = [
  { value: 'owner', label: { ru: 'Владельцы', en: 'Owners' } },
  { value: 'admin', label: { ru: 'Администраторы', en: 'Admins' } },
  { value: 'member', label: { ru: 'Участники', en: 'Members' } },
  { value: 'viewer', label: { ru: 'Наблюдатели', en: 'Viewers' } },
];

/** Member ids picked or filled from the event: `{{assigneeIds}}` of a card with several people renders as "id,id". */
const asList = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value])
    .filter((item): item is string => typeof item === 'string')
    .flatMap((item) => item.split(','))
    .map((id) => id.trim())
    .filter(Boolean);

/**
 * What the message, filled from the event, tells of: a card's or a chat's board to those who may view it; any
 * other event (a partner's document, a new member) to those who see the workspace's content beyond what is
 * shared with them, which leaves guests out (SPEC §6).
 */
const subjectOf = (event: Record<string, unknown>): PlatformSubject =>
  typeof event.boardId === 'string' ? { permission: 'view_boards', boardId: event.boardId } : { permission: 'view_boards' };

/** The members chosen by id or role who may see what the event is about (SPEC §6), with their names. */
async function recipientsOf(app: FastifyInstance, context: FlowActionContext, settings: FlowSettings) {
  const orm = app.db.orm;
  const userIds = asList(settings.members);
  const role = workspaceRoles.find((candidate) => candidate === settings.role);
  const chosen = [
    ...(userIds.length > 0 ? [inArray(workspaceMembers.userId, userIds)] : []),
    ...(role ? [eq(workspaceMembers.role, role)] : []),
  ];
  if (chosen.length === 0) return [];
  const chosenMembers = await orm
    .select({ userId: workspaceMembers.userId, name: users.name })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, context.workspaceId), or(...chosen)));
  const subject = subjectOf(context.event);
  const recipients = [];
  for (const member of chosenMembers) if (await memberMaySee(orm, context.workspaceId, member.userId, subject)) recipients.push(member);
  return recipients;
}

export function notifyAction(app: FastifyInstance): FlowActionDefinition {
  return {
    type: 'platform.notify',
    label: { ru: 'Уведомить участников', en: 'Notify members' },
    describe: describeNotify,
    settings: [
      { key: 'members', type: 'member', templated: true, label: { ru: 'Участники', en: 'Members' } },
      { key: 'role', type: 'select', options: roleOptions, label: { ru: 'Или все с ролью', en: 'Or everyone with the role' } },
      { key: 'message', type: 'text', required: true, templated: true, label: { ru: 'Текст', en: 'Message' } },
    ],
    async run(context, settings) {
      const recipients = await recipientsOf(app, context, settings);
      const [flow] = await app.db.orm.select({ name: flows.name }).from(flows).where(eq(flows.id, context.flowId));
      const message = String(settings.message ?? '').slice(0, 2000);
      for (const { userId } of recipients) {
        await notify(app, {
          userId,
          type: 'info',
          category: 'workspace',
          workspaceId: context.workspaceId,
          title: flowText('notify_title', context.locale, { flow: flow?.name ?? '' }).slice(0, 200),
          message,
          data: { flowId: context.flowId },
        });
      }
      return { output: { notified: recipients.map((recipient) => recipient.userId) } };
    },
    async preview(context, settings) {
      const recipients = await recipientsOf(app, context, settings);
      const output = { recipients: recipients.map((recipient) => recipient.userId) };
      if (recipients.length === 0) return { wouldDo: flowText('would_notify_nobody', context.locale), output };
      const names = recipients.map((recipient) => recipient.name).join(', ');
      return {
        wouldDo: flowText('would_notify', context.locale, { names, message: String(settings.message ?? '').slice(0, 2000) }),
        output,
      };
    },
  };
}
