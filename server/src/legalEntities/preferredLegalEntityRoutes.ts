/**
 * The caller's preferred legal entity (user.preferredLegalEntityId): PUT/GET/DELETE
 * /profile/preferred-legal-entity, and POST /organizations/{id}/preferred, which toggles it.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { isUuid } from '../workspaces/membership';
import { requireLegalEntityRole } from './legalEntityAccess';
import { findLegalEntityOf, setPreferredLegalEntity } from './legalEntityData';
import { toLegalEntityJson } from './legalEntityJson';
import { LegalEntityParamsSchema, LegalEntitySchema, PreferredLegalEntitySchema } from './legalEntitySchemas';

export const preferredLegalEntityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const orm = app.db.orm;

  /** The preference as stored, with the entity; an id the user no longer belongs to reads as none. */
  const preferredOf = async (userId: string, legalEntityId: string | null) => {
    const view = isUuid(legalEntityId) ? await findLegalEntityOf(orm, userId, legalEntityId) : undefined;
    return view
      ? { legalEntityId: view.entity.id, legalEntity: toLegalEntityJson(view, view.entity.id) }
      : { legalEntityId: null, legalEntity: null };
  };

  const answer = { response: { 200: PreferredLegalEntitySchema } };

  app.get('/profile/preferred-legal-entity', { schema: answer }, async (request) =>
    preferredOf(request.user.id, request.user.preferredLegalEntityId),
  );

  app.put(
    '/profile/preferred-legal-entity',
    { schema: { ...answer, body: Type.Object({ legalEntityId: Type.String({ maxLength: 100 }) }) } },
    async (request) => {
      const { legalEntityId } = request.body;
      await requireLegalEntityRole(orm, legalEntityId, request.user.id);
      await setPreferredLegalEntity(orm, request.user.id, legalEntityId);
      await app.signedInUsers.changed(request.user.id);
      return preferredOf(request.user.id, legalEntityId);
    },
  );

  app.delete('/profile/preferred-legal-entity', { schema: answer }, async (request) => {
    await setPreferredLegalEntity(orm, request.user.id, null);
    await app.signedInUsers.changed(request.user.id);
    return { legalEntityId: null, legalEntity: null };
  });

  app.post(
    '/organizations/:id/preferred',
    {
      schema: {
        params: LegalEntityParamsSchema,
        response: {
          200: Type.Object({
            isPreferred: Type.Boolean(),
            legalEntityId: Type.Union([Type.String(), Type.Null()]),
            legalEntity: LegalEntitySchema,
          }),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      await requireLegalEntityRole(orm, id, request.user.id);
      const isPreferred = request.user.preferredLegalEntityId !== id;
      const preferred = isPreferred ? id : null;
      await setPreferredLegalEntity(orm, request.user.id, preferred);
      await app.signedInUsers.changed(request.user.id);
      const view = await findLegalEntityOf(orm, request.user.id, id);
      if (!view) throw new Error('The legal entity vanished while it was being preferred');
      return { isPreferred, legalEntityId: preferred, legalEntity: toLegalEntityJson(view, preferred) };
    },
  );
};
