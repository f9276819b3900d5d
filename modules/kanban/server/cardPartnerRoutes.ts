/**
 * A card's optional partner: the Partners module (contragents) offers its partners through the
 * `contragents.partners` service of its contract.ts, the only file of it kanban imports. Where that module is not enabled
 * (or the user may not see partners) the routes say `available: false` and the card dialog hides the field.
 */
import type { ModuleRoutes, ModuleServices } from '@artel/sdk/server';
import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import { type PartnerLookup, partnerLookupRef } from '../../contragents/contract';
import { requireWritable } from './boardAccess';
import { loadCard } from './cardRoutes';
import { partnerNotFound, partnersUnavailable } from './kanbanErrors';
import { IdParams } from './schemas';
import { kanbanCardPartners } from './tables';

const SEARCH_LIMIT = 10;

const Partner = Type.Object({ id: Type.String(), name: Type.String(), inn: Type.String(), status: Type.String(), url: Type.String() });

export const cardPartnerRoutes =
  (kanban: ModuleServices): ModuleRoutes =>
  async (app) => {
    const { orm } = kanban.db;

    async function lookupFor(workspaceId: string, userId: string): Promise<PartnerLookup | null> {
      const lookup = kanban.services.find(partnerLookupRef);
      return lookup && (await lookup.available(workspaceId, userId)) ? lookup : null;
    }

    app.get(
      '/partners',
      {
        schema: {
          querystring: Type.Object({ search: Type.String({ maxLength: 200 }) }),
          response: { 200: Type.Object({ available: Type.Boolean(), partners: Type.Array(Partner) }) },
        },
      },
      async (request) => {
        const { workspaceId, userId } = kanban.http.context(request);
        const lookup = await lookupFor(workspaceId, userId);
        return { available: lookup !== null, partners: lookup ? await lookup.search(workspaceId, request.query.search, SEARCH_LIMIT) : [] };
      },
    );

    app.get(
      '/cards/:id/partner',
      {
        schema: {
          params: IdParams,
          response: { 200: Type.Object({ available: Type.Boolean(), partner: Type.Union([Partner, Type.Null()]) }) },
        },
      },
      async (request) => {
        // 404 unless the caller may view the card's board.
        const { card, access } = await loadCard(kanban, request, request.params.id);
        const lookup = await lookupFor(access.context.workspaceId, access.userId);
        if (!lookup) return { available: false, partner: null };
        const [link] = await orm.select().from(kanbanCardPartners).where(eq(kanbanCardPartners.cardId, card.id));
        // A partner deleted since is no longer shown: the lookup answers living partners only.
        return { available: true, partner: link ? await lookup.get(access.context.workspaceId, link.partnerId) : null };
      },
    );

    app.put(
      '/cards/:id/partner',
      {
        schema: {
          params: IdParams,
          body: Type.Object({ partnerId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]) }, { additionalProperties: false }),
          response: { 200: Type.Object({ partner: Type.Union([Partner, Type.Null()]) }) },
        },
      },
      async (request) => {
        const { card, access } = await loadCard(kanban, request, request.params.id);
        await requireWritable(kanban, access, 'edit_card');
        const lookup = await lookupFor(access.context.workspaceId, access.userId);
        if (!lookup) throw partnersUnavailable();
        const { partnerId } = request.body;
        if (partnerId === null) {
          await orm.delete(kanbanCardPartners).where(eq(kanbanCardPartners.cardId, card.id));
          return { partner: null };
        }
        const partner = await lookup.get(access.context.workspaceId, partnerId);
        if (!partner) throw partnerNotFound();
        await orm
          .insert(kanbanCardPartners)
          .values({ cardId: card.id, partnerId: partner.id })
          .onConflictDoUpdate({ target: kanbanCardPartners.cardId, set: { partnerId: partner.id, linkedAt: new Date() } });
        return { partner };
      },
    );
  };
