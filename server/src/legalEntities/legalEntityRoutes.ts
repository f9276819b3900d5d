/** /api/v1/profile/legal-entities (SPEC §7 'Profile and legal entities'); who may do what is in api-issue3.md. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { LEGAL_ENTITY_FORM_FIELDS, type LegalEntityFormInput } from '@artel/sdk/shared';
import { AppError, requestLocale } from '../http/errors';
import { isUuid } from '../workspaces/membership';
import { isUniqueViolation } from '../db/uniqueViolation';
import { LEGAL_ENTITY_MANAGERS, legalEntityNotFound, requireLegalEntityRole } from './legalEntityAccess';
import {
  createLegalEntity,
  deleteLegalEntity,
  findLegalEntityOf,
  innExists,
  listLegalEntitiesOf,
  listLegalEntityMembers,
  makePrimary,
  setLegalEntityActive,
  updateLegalEntity,
} from './legalEntityData';
import { acceptLegalEntityForm, innTaken } from './legalEntityForm';
import { toLegalEntityJson } from './legalEntityJson';
import {
  LegalEntityBodySchema,
  type LegalEntityJson,
  LegalEntityMemberSchema,
  LegalEntityParamsSchema,
  LegalEntitySchema,
} from './legalEntitySchemas';
import { forgetAccessAfterWrites } from '../permissions/accessCache';

const TAX_ID_CONSTRAINT = 'legal_entities_tax_id_unique';

export const legalEntityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  forgetAccessAfterWrites(app);
  app.addHook('onRequest', app.authenticate);
  const orm = app.db.orm;

  /** The entity as the caller sees it now. */
  const entityJson = async (request: FastifyRequest, legalEntityId: string): Promise<LegalEntityJson> => {
    const view = await findLegalEntityOf(orm, request.user.id, legalEntityId);
    if (!view) throw legalEntityNotFound();
    return toLegalEntityJson(view, request.user.preferredLegalEntityId);
  };

  const one = { params: LegalEntityParamsSchema, response: { 200: LegalEntitySchema } };

  app.get(
    '/legal-entities',
    { schema: { response: { 200: Type.Object({ legalEntities: Type.Array(LegalEntitySchema) }) } } },
    async (request) => {
      const views = await listLegalEntitiesOf(orm, request.user.id);
      return { legalEntities: views.map((view) => toLegalEntityJson(view, request.user.preferredLegalEntityId)) };
    },
  );

  app.get(
    '/legal-entities/check-inn',
    {
      schema: {
        querystring: Type.Object({
          inn: Type.String({ minLength: 1, maxLength: 100 }),
          excludeId: Type.Optional(Type.String({ maxLength: 100 })),
        }),
        response: { 200: Type.Object({ exists: Type.Boolean() }) },
      },
    },
    async (request) => {
      const { inn, excludeId } = request.query;
      return { exists: await innExists(orm, inn.trim(), isUuid(excludeId) ? excludeId : undefined) };
    },
  );

  app.post('/legal-entities', { schema: { body: LegalEntityBodySchema, response: { 201: LegalEntitySchema } } }, async (request, reply) => {
    const locale = requestLocale(request);
    const values = await acceptLegalEntityForm(orm, request.body, locale);
    let id: string;
    try {
      id = await createLegalEntity(orm, request.user.id, values);
    } catch (error) {
      if (isUniqueViolation(error, TAX_ID_CONSTRAINT)) throw innTaken(locale);
      throw error;
    }
    return reply.code(201).send(await entityJson(request, id));
  });

  app.get('/legal-entities/:id', { schema: one }, async (request) => entityJson(request, request.params.id));

  app.put('/legal-entities/:id', { schema: { ...one, body: LegalEntityBodySchema } }, async (request) => {
    const { id } = request.params;
    await requireLegalEntityRole(orm, id, request.user.id, LEGAL_ENTITY_MANAGERS);
    const current = await entityJson(request, id);
    // Fields left out keep their value; the merged form is validated whole.
    const merged: LegalEntityFormInput = {};
    for (const field of LEGAL_ENTITY_FORM_FIELDS) {
      merged[field] = request.body[field] !== undefined ? request.body[field] : current[field];
    }
    const locale = requestLocale(request);
    const values = await acceptLegalEntityForm(orm, merged, locale, id);
    try {
      await updateLegalEntity(orm, id, values);
    } catch (error) {
      if (isUniqueViolation(error, TAX_ID_CONSTRAINT)) throw innTaken(locale);
      throw error;
    }
    return entityJson(request, id);
  });

  app.delete('/legal-entities/:id', { schema: { params: LegalEntityParamsSchema } }, async (request, reply) => {
    const { id } = request.params;
    await requireLegalEntityRole(orm, id, request.user.id, ['owner']);
    if (!(await deleteLegalEntity(orm, id))) {
      throw new AppError(409, 'legal_entity_has_workspaces', 'legal_entity_has_workspaces');
    }
    // Users who preferred it now prefer none (the column is set null): which ones is not worth a query.
    await app.signedInUsers.changed(null);
    return reply.code(204).send();
  });

  for (const [action, isActive] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    app.post(`/legal-entities/:id/${action}`, { schema: one }, async (request) => {
      const { id } = request.params;
      await requireLegalEntityRole(orm, id, request.user.id, LEGAL_ENTITY_MANAGERS);
      await setLegalEntityActive(orm, id, isActive);
      return entityJson(request, id);
    });
  }

  // SPEC §8: a member gets 403 here, and the client then marks the entity preferred instead.
  app.post('/legal-entities/:id/primary', { schema: one }, async (request) => {
    const { id } = request.params;
    await requireLegalEntityRole(orm, id, request.user.id, LEGAL_ENTITY_MANAGERS);
    await makePrimary(orm, id, request.user.id);
    return entityJson(request, id);
  });

  app.get(
    '/legal-entities/:id/members',
    { schema: { params: LegalEntityParamsSchema, response: { 200: Type.Object({ members: Type.Array(LegalEntityMemberSchema) }) } } },
    async (request) => {
      await requireLegalEntityRole(orm, request.params.id, request.user.id);
      const members = await listLegalEntityMembers(orm, request.params.id);
      return { members: members.map((member) => ({ ...member, joinedAt: member.joinedAt.toISOString() })) };
    },
  );
};
