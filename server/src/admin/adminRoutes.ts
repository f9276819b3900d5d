import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { parseAllowedHost } from '@artel/sdk/server';
import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { endUserSessions } from '../auth/endUserSessions';
import { users } from '../db/schema';
import { AppError, requestLocale } from '../http/errors';
import { InstanceSettingsSchema } from '../http/instanceRoute';
import { parseScriptOrigin } from '../http/scriptOrigin';
import { message } from '../http/messages';
import { issueResetToken, resetPath } from '../passwordReset/resetTokens';
import { sendResetMail } from '../passwordReset/resetMail';
import { findUserById } from '../users/userRepository';
import { adminUserJson, searchUsers } from './adminUserData';

const AdminUserSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: Type.Union([Type.Literal('user'), Type.Literal('admin')]),
  blocked: Type.Boolean(),
  createdAt: Type.String(),
});

const SettingsBody = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 100 })),
    registration: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('invite_only'), Type.Literal('closed')])),
    defaultLanguage: Type.Optional(Type.Union([Type.Literal('ru'), Type.Literal('en')])),
    avatarLookup: Type.Optional(Type.Boolean()),
    outboundAllowHosts: Type.Optional(Type.Array(Type.String({ maxLength: 300 }), { maxItems: 100 })),
    devScriptOrigins: Type.Optional(Type.Array(Type.String({ maxLength: 300 }), { maxItems: 20 })),
    moduleSettings: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: 500 }))),
  },
  { additionalProperties: false },
);

const AdminSettingsSchema = Type.Composite([
  InstanceSettingsSchema,
  Type.Object({
    outboundAllowHosts: Type.Array(Type.String()),
    devScriptOrigins: Type.Array(Type.String()),
    /** Every instance setting the modules declare, with the admin's value and the one in effect. */
    moduleSettings: Type.Array(
      Type.Object({
        id: Type.String(),
        moduleId: Type.String(),
        label: Type.String(),
        hint: Type.String(),
        env: Type.String(),
        default: Type.String(),
        stored: Type.String(),
        effective: Type.String(),
        source: Type.Union([Type.Literal('admin'), Type.Literal('environment'), Type.Literal('default')]),
      }),
    ),
  }),
]);

const UserParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

const UserChangeBody = Type.Object(
  { role: Type.Optional(Type.Union([Type.Literal('user'), Type.Literal('admin')])), blocked: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

const ResetLinkSchema = Type.Object({
  /** Path of the reset page; the browser puts its origin in front. */
  path: Type.String(),
  expiresAt: Type.String(),
  /** Whether the link was also e-mailed (SMTP configured and the server took the mail). */
  emailed: Type.Boolean(),
  mailError: Type.Optional(Type.String()),
});

/** The change over what is stored; an empty value is dropped, so the setting follows its environment variable or default again. */
function storedModuleSettings(stored: Record<string, string>, change: Record<string, string>): Record<string, string> {
  const merged = { ...stored, ...change };
  return Object.fromEntries(
    Object.entries(merged).flatMap(([id, value]) => (value.trim() ? [[id, value.trim().replace(/\/+$/, '')]] : [])),
  );
}

const forbidden = () => new AppError(403, 'forbidden', 'forbidden');
const userNotFound = () => new AppError(404, 'user_not_found', 'user_not_found');

/** Where the people who get the e-mail open the product: PUBLIC_URL, else the origin the admin used. */
function publicOrigin(request: FastifyRequest): string {
  return request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/** /api/v1/admin: the platform administrator's instance settings and users (issue 15). */
export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { orm } = app.db;
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', async (request) => {
    if (request.user.role !== 'admin') throw forbidden();
  });

  const adminSettings = (request: FastifyRequest) => ({
    ...app.instanceSettings.current(),
    moduleSettings: app.moduleInstanceSettings.describe(requestLocale(request)),
  });

  app.get('/settings', { schema: { response: { 200: AdminSettingsSchema } } }, async (request) => adminSettings(request));

  app.put('/settings', { schema: { body: SettingsBody, response: { 200: AdminSettingsSchema } } }, async (request) => {
    const { name, outboundAllowHosts, devScriptOrigins, moduleSettings, ...rest } = request.body;
    const hosts = outboundAllowHosts?.map((host) => host.trim()).filter(Boolean);
    const badHost = hosts?.find((host) => parseAllowedHost(host) === null);
    if (badHost !== undefined)
      throw new AppError(400, 'validation_error', 'outbound_host_invalid', {
        params: { host: badHost },
        details: [{ field: 'outboundAllowHosts' }],
      });
    const scriptOrigins = devScriptOrigins?.filter((origin) => origin.trim());
    const badOrigin = scriptOrigins?.find((origin) => parseScriptOrigin(origin) === null);
    if (badOrigin !== undefined)
      throw new AppError(400, 'validation_error', 'dev_script_origin_invalid', {
        params: { origin: badOrigin.trim() },
        details: [{ field: 'devScriptOrigins' }],
      });
    if (moduleSettings) {
      const badKey = app.moduleInstanceSettings.invalidKey(moduleSettings);
      if (badKey !== null)
        throw new AppError(400, 'validation_error', 'instance_setting_invalid', {
          params: { field: badKey },
          details: [{ field: badKey }],
        });
    }
    await app.instanceSettings.update({
      ...rest,
      ...(name !== undefined && { name: name.trim() }),
      ...(hosts !== undefined && { outboundAllowHosts: [...new Set(hosts)] }),
      ...(scriptOrigins !== undefined && {
        devScriptOrigins: [...new Set(scriptOrigins.map((origin) => parseScriptOrigin(origin) as string))],
      }),
      ...(moduleSettings !== undefined && {
        moduleSettings: storedModuleSettings(app.instanceSettings.current().moduleSettings, moduleSettings),
      }),
    });
    return adminSettings(request);
  });

  app.get(
    '/users',
    {
      schema: {
        querystring: Type.Object({
          q: Type.Optional(Type.String({ maxLength: 100 })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
        }),
        response: { 200: Type.Object({ users: Type.Array(AdminUserSchema), total: Type.Integer() }) },
      },
    },
    async (request) => {
      const found = await searchUsers(orm, request.query.q?.trim() ?? '', request.query.limit ?? 50);
      return { users: found.users.map(adminUserJson), total: found.total };
    },
  );

  app.put('/users/:id', { schema: { params: UserParams, body: UserChangeBody, response: { 200: AdminUserSchema } } }, async (request) => {
    const { role, blocked } = request.body;
    // Taking one's own rights away could leave the instance without an admin.
    if (request.params.id === request.user.id && (role === 'user' || blocked === true)) {
      throw new AppError(400, 'cannot_change_own_admin', 'cannot_change_own_admin');
    }
    const change = {
      ...(role !== undefined && { role }),
      ...(blocked !== undefined && { blockedAt: blocked ? new Date() : null }),
    };
    const [updated] = await orm
      .update(users)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(users.id, request.params.id))
      .returning();
    if (!updated) throw userNotFound();
    await app.signedInUsers.changed(updated.id);
    if (blocked === true) await endUserSessions(app, updated.id);
    return adminUserJson(updated);
  });

  app.post('/users/:id/password-reset', { schema: { params: UserParams, response: { 201: ResetLinkSchema } } }, async (request, reply) => {
    const user = await findUserById(orm, request.params.id);
    if (!user) throw userNotFound();
    const { token, expiresAt } = await issueResetToken(orm, user.id, request.user.id);
    const path = resetPath(token);
    const answer = { path, expiresAt: expiresAt.toISOString(), emailed: false };
    const { smtp } = app.config;
    if (!smtp) return reply.code(201).send(answer);
    const settings = app.instanceSettings.current();
    try {
      await sendResetMail(smtp, {
        to: user.email,
        name: user.name,
        link: `${publicOrigin(request)}${path}`,
        instanceName: settings.name || 'Artel',
        locale: user.language ?? settings.defaultLanguage,
      });
      return reply.code(201).send({ ...answer, emailed: true });
    } catch (error) {
      request.log.warn({ err: error }, 'the password reset e-mail was not sent');
      return reply.code(201).send({ ...answer, mailError: message('reset_mail_failed', requestLocale(request)) });
    }
  });
};
