import { tellInvitee } from './workspaceNotifications';
/** /api/v1/workspaces (SPEC §7 'Workspaces'): the caller's workspaces, creating, editing, deleting, switching, slugs. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { slugify, validateWorkspaceInput } from '@artel/sdk/shared';
import type { Orm } from '../db/database';
import { AppError, requestLocale } from '../http/errors';
import { CreatedInvitationSchema } from '../invitations/invitationSchemas';
import { LEGAL_ENTITY_MANAGERS, requireLegalEntityRole } from '../legalEntities/legalEntityAccess';
import { personalWorkspace } from './memberChanges';
import { isUuid, workspaceNotFound } from './membership';
import { rejectIssues } from '../http/validationFailure';
import { requireWorkspacePermission, requireWorkspaceSettingsRole } from './workspaceAccess';
import { createWorkspace } from './workspaceCreation';
import { cachedWorkspacesOf, deleteWorkspace, findWorkspaceOf, setPreferredWorkspace, slugTaken, updateWorkspace } from './workspaceData';
import { toWorkspaceJson } from './workspaceJson';
import {
  CreateWorkspaceBodySchema,
  UpdateWorkspaceBodySchema,
  type WorkspaceJson,
  WorkspaceParamsSchema,
  WorkspaceSchema,
} from './workspaceSchemas';
import { forgetAccessAfterWrites } from '../permissions/accessCache';

/** A legal entity named in a body must be one the caller owns or administers; blank means none. */
async function legalEntityFor(orm: Orm, userId: string, legalEntityId: string | null | undefined): Promise<string | null> {
  if (!legalEntityId) return null;
  await requireLegalEntityRole(orm, legalEntityId, userId, LEGAL_ENTITY_MANAGERS);
  return legalEntityId;
}

export const workspaceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  forgetAccessAfterWrites(app);
  app.addHook('onRequest', app.authenticate);
  const orm = app.db.orm;

  const workspaceJson = async (request: FastifyRequest, filter: { id: string } | { slug: string }): Promise<WorkspaceJson> => {
    const view = 'id' in filter && !isUuid(filter.id) ? undefined : await findWorkspaceOf(orm, request.user.id, filter);
    if (!view) throw workspaceNotFound();
    return toWorkspaceJson(view, requestLocale(request));
  };

  const one = { params: WorkspaceParamsSchema, response: { 200: WorkspaceSchema } };

  app.get(
    '/',
    {
      schema: {
        querystring: Type.Object({ legalEntityId: Type.Optional(Type.String({ maxLength: 100 })) }),
        response: { 200: Type.Object({ workspaces: Type.Array(WorkspaceSchema) }) },
      },
    },
    async (request) => {
      const { legalEntityId } = request.query;
      if (legalEntityId && !isUuid(legalEntityId)) return { workspaces: [] };
      const views = await cachedWorkspacesOf(orm, request.user.id, legalEntityId || undefined);
      return { workspaces: views.map((view) => toWorkspaceJson(view, requestLocale(request))) };
    },
  );

  app.post(
    '/',
    {
      schema: {
        body: CreateWorkspaceBodySchema,
        response: { 201: Type.Intersect([WorkspaceSchema, Type.Object({ invitations: Type.Array(CreatedInvitationSchema) })]) },
      },
    },
    async (request, reply) => {
      const { body, user } = request;
      const { errors, value } = validateWorkspaceInput(body);
      rejectIssues(errors, requestLocale(request));
      const legalEntityId = await legalEntityFor(orm, user.id, body.legalEntityId);
      const created = await createWorkspace(orm, {
        owner: user,
        values: { ...value, legalEntityId },
        slug: body.slug === undefined ? undefined : slugify(body.slug),
      });
      for (const invitation of created.invitations) await tellInvitee(request, invitation);
      return reply.code(201).send({ ...(await workspaceJson(request, { id: created.workspaceId })), invitations: created.invitations });
    },
  );

  app.post(
    '/check-slug',
    {
      schema: {
        body: Type.Object({ slug: Type.String({ maxLength: 200 }) }),
        response: { 200: Type.Object({ available: Type.Boolean(), slug: Type.String() }) },
      },
    },
    async (request) => {
      const slug = slugify(request.body.slug);
      return { available: !(await slugTaken(orm, slug)), slug };
    },
  );

  app.get(
    '/by-slug/:slug',
    { schema: { params: Type.Object({ slug: Type.String({ maxLength: 200 }) }), response: { 200: WorkspaceSchema } } },
    async (request) => workspaceJson(request, { slug: request.params.slug }),
  );

  app.get('/:id', { schema: one }, async (request) => workspaceJson(request, { id: request.params.id }));

  app.put('/:id', { schema: { ...one, body: UpdateWorkspaceBodySchema } }, async (request) => {
    const { id } = request.params;
    const { body, user } = request;
    await requireWorkspaceSettingsRole(orm, id, user);
    const current = await workspaceJson(request, { id });
    const pick = <K extends keyof typeof body & keyof WorkspaceJson>(key: K) => (body[key] !== undefined ? body[key] : current[key]);
    const { errors, value } = validateWorkspaceInput({
      name: pick('name'),
      description: pick('description'),
      visibility: pick('visibility'),
      icon: pick('icon'),
      color: pick('color'),
      isPersonal: current.isPersonal,
    });
    rejectIssues(errors, requestLocale(request));
    const keepsLegalEntity = body.legalEntityId === undefined || (body.legalEntityId || null) === current.legalEntityId;
    // Moving a workspace out of an organisation is the organisation's call too, not only the workspace's.
    if (!keepsLegalEntity && current.legalEntityId) {
      await requireLegalEntityRole(orm, current.legalEntityId, user.id, LEGAL_ENTITY_MANAGERS);
    }
    const legalEntityId = keepsLegalEntity ? current.legalEntityId : await legalEntityFor(orm, user.id, body.legalEntityId);
    const { inviteEmails: _none, ...stored } = value;
    await updateWorkspace(orm, id, { ...stored, legalEntityId });
    return workspaceJson(request, { id });
  });

  app.delete(
    '/:id',
    // `confirm`, when sent, must be the workspace's name exactly, as the user typed it to confirm (issue 15).
    { schema: { params: WorkspaceParamsSchema, querystring: Type.Object({ confirm: Type.Optional(Type.String({ maxLength: 200 })) }) } },
    async (request, reply) => {
      const { id } = request.params;
      await requireWorkspacePermission(orm, id, request.user, 'manage_workspace');
      const current = await workspaceJson(request, { id });
      if (current.isPersonal) throw personalWorkspace();
      const { confirm } = request.query;
      if (confirm !== undefined && confirm !== current.name) {
        throw new AppError(400, 'workspace_name_mismatch', 'workspace_name_mismatch', { params: { name: current.name } });
      }
      await deleteWorkspace(orm, id);
      await app.realtime.removeWorkspaceAccess(id, null);
      return reply.code(204).send();
    },
  );

  app.post('/:id/switch', { schema: one }, async (request) => {
    const workspace = await workspaceJson(request, { id: request.params.id });
    await setPreferredWorkspace(orm, request.user.id, workspace.id);
    await app.signedInUsers.changed(request.user.id);
    return workspace;
  });
};
