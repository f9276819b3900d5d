import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AppError, requestLocale } from '../http/errors';
import { messageInEveryLanguage } from '../http/messages';
import { optionalBody } from '../http/optionalBody';
import { findUserById } from '../users/userRepository';
import { requireMembership } from '../workspaces/membership';
import {
  MESSAGE_MAX_LENGTH,
  NotificationCategorySchema,
  NotificationPrioritySchema,
  NotificationSchema,
  NotificationTypeSchema,
  TARGET_URL_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  inLanguage,
  toNotification,
} from './notificationSchema';
import { countUnread, deleteNotification, findNotification, listNotifications, markRead } from './notificationStore';
import { announceUnreadChange, notify } from './notify';

const Uuid = Type.String({ format: 'uuid' });
const IdParams = Type.Object({ id: Uuid });
const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;
const MAX_IDS_PER_MARK = 500;

export const notificationNotFound = () => new AppError(404, 'notification_not_found', 'notification_not_found');
export const notificationForbidden = () => new AppError(403, 'notification_forbidden', 'notification_forbidden');

const ListQuery = Type.Object({
  type: Type.Optional(NotificationTypeSchema),
  category: Type.Optional(NotificationCategorySchema),
  priority: Type.Optional(NotificationPrioritySchema),
  read: Type.Optional(Type.Boolean()),
  workspaceId: Type.Optional(Uuid),
  offset: Type.Integer({ minimum: 0, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
});

const CreateBody = Type.Object({
  type: NotificationTypeSchema,
  title: Type.String({ minLength: 1, maxLength: TITLE_MAX_LENGTH }),
  message: Type.String({ maxLength: MESSAGE_MAX_LENGTH }),
  priority: Type.Optional(NotificationPrioritySchema),
  category: Type.Optional(NotificationCategorySchema),
  workspaceId: Type.Optional(Type.Union([Uuid, Type.Null()])),
  data: Type.Optional(
    Type.Object(
      { targetUrl: Type.Optional(Type.String({ maxLength: TARGET_URL_MAX_LENGTH })), clickable: Type.Optional(Type.Boolean()) },
      { additionalProperties: true },
    ),
  ),
  userId: Type.Optional(Uuid),
});

const ReadBody = Type.Object({
  notificationIds: Type.Optional(Type.Array(Uuid, { minItems: 1, maxItems: MAX_IDS_PER_MARK })),
  markAll: Type.Optional(Type.Boolean()),
  workspaceId: Type.Optional(Uuid),
  category: Type.Optional(NotificationCategorySchema),
});

const nothingToMark = () =>
  new AppError(400, 'validation_error', 'validation_error', {
    details: [{ in: 'body', field: 'notificationIds', rule: 'required', message: 'send notificationIds or markAll: true' }],
  });

/** SPEC §7 'Notifications': the caller's own notifications; nobody else's are ever visible. */
export const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const orm = app.db.orm;

  app.get(
    '/',
    {
      schema: {
        querystring: ListQuery,
        response: { 200: Type.Object({ notifications: Type.Array(NotificationSchema), unread: Type.Integer(), hasMore: Type.Boolean() }) },
      },
    },
    async (request) => {
      const { offset, limit, ...filters } = request.query;
      const page = await listNotifications(orm, request.user.id, filters, { offset, limit });
      return {
        notifications: page.rows.map((row) => toNotification(row, requestLocale(request))),
        unread: await countUnread(orm, request.user.id),
        hasMore: page.hasMore,
      };
    },
  );

  app.get(
    '/unread-count',
    {
      schema: {
        querystring: Type.Object({ workspaceId: Type.Optional(Uuid), category: Type.Optional(NotificationCategorySchema) }),
        response: { 200: Type.Object({ count: Type.Integer() }) },
      },
    },
    async (request) => ({ count: await countUnread(orm, request.user.id, request.query) }),
  );

  app.post('/', { schema: { body: CreateBody, response: { 201: NotificationSchema } } }, async (request, reply) => {
    const { userId: requested, ...input } = request.body;
    const userId = requested ?? request.user.id;
    if (userId !== request.user.id) {
      if (request.user.role !== 'admin') throw notificationForbidden();
      if (!(await findUserById(orm, userId))) throw new AppError(404, 'notification_user_not_found', 'notification_user_not_found');
    }
    if (input.workspaceId) await requireMembership(orm, input.workspaceId, userId);
    return reply.code(201).send(inLanguage(await notify(app, { ...input, userId }, { always: true }), requestLocale(request)));
  });

  app.post(
    '/test',
    { preValidation: optionalBody, schema: { body: Type.Object({}), response: { 201: NotificationSchema } } },
    async (request, reply) => {
      const notification = await notify(
        app,
        {
          userId: request.user.id,
          type: 'info',
          category: 'system',
          title: messageInEveryLanguage('notification_test_title'),
          message: messageInEveryLanguage('notification_test_message'),
        },
        { always: true },
      );
      return reply.code(201).send(inLanguage(notification, requestLocale(request)));
    },
  );

  app.post(
    '/read',
    { schema: { body: ReadBody, response: { 200: Type.Object({ updated: Type.Integer(), unread: Type.Integer() }) } } },
    async (request) => {
      const { notificationIds, markAll, workspaceId, category } = request.body;
      let updated: number;
      if (markAll === true) updated = await markRead(orm, request.user.id, { all: true, workspaceId, category });
      else if (notificationIds) updated = await markRead(orm, request.user.id, { ids: notificationIds });
      else throw nothingToMark();
      if (updated > 0) await announceUnreadChange(app, request.user.id);
      return { updated, unread: await countUnread(orm, request.user.id) };
    },
  );

  app.get('/:id', { schema: { params: IdParams, response: { 200: NotificationSchema } } }, async (request) => {
    const row = await findNotification(orm, request.user.id, request.params.id);
    if (!row) throw notificationNotFound();
    return toNotification(row, requestLocale(request));
  });

  app.delete('/:id', { schema: { params: IdParams } }, async (request, reply) => {
    if (!(await deleteNotification(orm, request.user.id, request.params.id))) throw notificationNotFound();
    await announceUnreadChange(app, request.user.id);
    return reply.code(204).send();
  });
};
