/** A partner's contact people: at most `maxContactsPerPartner` (module config), one of them primary. */
import type { ModuleOrm, ModuleRoutes, ModuleServices } from '@artel/sdk/server';
import { Type } from '@sinclair/typebox';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { logActivity } from '../activityLog';
import { issuesError } from '../issueErrors';
import { contacts } from '../tables';
import { type ContactInput, readContact } from './contactInput';
import { partnersChanged } from './partnerListVersion';
import { findPartner, refreshSearchText } from './partnerStore';

const PartnerParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const ContactParams = Type.Object({ id: Type.String({ format: 'uuid' }), contactId: Type.String({ format: 'uuid' }) });
const AnyBody = Type.Record(Type.String(), Type.Unknown());
const DEFAULT_MAX_CONTACTS = 50;

type ContactRow = typeof contacts.$inferSelect;

function contactJson({ workspaceId: _workspace, ...fields }: ContactRow) {
  return fields;
}

/** Making one contact primary makes the partner's others not. */
async function keepOnePrimary(orm: ModuleOrm, partnerId: string, primaryId: string): Promise<void> {
  await orm
    .update(contacts)
    .set({ isPrimary: false })
    .where(and(eq(contacts.partnerId, partnerId), ne(contacts.id, primaryId)));
}

export function contactRoutes({ http, db, errors, messages, permissions }: ModuleServices): ModuleRoutes {
  const { orm } = db;

  async function livingPartner(workspaceId: string, partnerId: string) {
    const partner = await findPartner(orm, workspaceId, partnerId);
    if (!partner) throw errors.moduleError('partners.notFound', 404);
    return partner;
  }

  async function contactOr404(workspaceId: string, partnerId: string, contactId: string): Promise<ContactRow> {
    const [contact] = await orm
      .select()
      .from(contacts)
      .where(and(eq(contacts.id, contactId), eq(contacts.partnerId, partnerId), eq(contacts.workspaceId, workspaceId)));
    if (!contact) throw errors.moduleError('contacts.notFound', 404);
    return contact;
  }

  return async (router) => {
    router.get('/partners/:id/contacts', { schema: { params: PartnerParams } }, async (request) => {
      const context = http.context(request);
      await permissions.require(context, 'partner.view');
      const partner = await livingPartner(context.workspaceId, request.params.id);
      const rows = await orm.select().from(contacts).where(eq(contacts.partnerId, partner.id)).orderBy(asc(contacts.createdAt));
      return { contacts: rows.map(contactJson) };
    });

    router.post('/partners/:id/contacts', { schema: { params: PartnerParams, body: AnyBody } }, async (request, reply) => {
      const context = http.context(request);
      await permissions.require(context, 'partner.edit');
      const partner = await livingPartner(context.workspaceId, request.params.id);
      if (partner.deletedAt) throw errors.moduleError('partners.deleted', 409);
      const read = readContact(request.body as ContactInput);
      if (!read.ok) throw issuesError(messages, read.issues, context.locale);
      const max = typeof context.config.maxContactsPerPartner === 'number' ? context.config.maxContactsPerPartner : DEFAULT_MAX_CONTACTS;
      const contact = await orm.transaction(async (tx) => {
        // Counted inside the transaction that adds, so two requests at once cannot both take the last place.
        await tx.execute(sql`select id from contragents_partners where id = ${partner.id} for update`);
        const [{ value: existing } = { value: 0 }] = await tx
          .select({ value: count() })
          .from(contacts)
          .where(eq(contacts.partnerId, partner.id));
        if (existing >= max) throw errors.moduleError('contacts.limitReached', 409, { max });
        const [row] = await tx
          .insert(contacts)
          .values({
            ...read.value,
            isPrimary: read.value.isPrimary || existing === 0,
            partnerId: partner.id,
            workspaceId: context.workspaceId,
          })
          .returning();
        if (row!.isPrimary) await keepOnePrimary(tx, partner.id, row!.id);
        await refreshSearchText(tx, partner.id);
        await partnersChanged(tx, context.workspaceId);
        await logActivity(tx, {
          workspaceId: context.workspaceId,
          partnerId: partner.id,
          actorId: context.userId,
          action: 'contact.added',
          data: { name: row!.name },
        });
        return row!;
      });
      return reply.code(201).send({ contact: contactJson(contact) });
    });

    router.patch('/partners/:id/contacts/:contactId', { schema: { params: ContactParams, body: AnyBody } }, async (request) => {
      const context = http.context(request);
      await permissions.require(context, 'partner.edit');
      const partner = await livingPartner(context.workspaceId, request.params.id);
      const current = await contactOr404(context.workspaceId, partner.id, request.params.contactId);
      const read = readContact({ ...current, ...(request.body as ContactInput) });
      if (!read.ok) throw issuesError(messages, read.issues, context.locale);
      const contact = await orm.transaction(async (tx) => {
        const [row] = await tx
          .update(contacts)
          .set({ ...read.value, updatedAt: new Date() })
          .where(eq(contacts.id, current.id))
          .returning();
        if (row!.isPrimary) await keepOnePrimary(tx, partner.id, row!.id);
        await refreshSearchText(tx, partner.id);
        await partnersChanged(tx, context.workspaceId);
        await logActivity(tx, {
          workspaceId: context.workspaceId,
          partnerId: partner.id,
          actorId: context.userId,
          action: 'contact.updated',
          data: { name: row!.name },
        });
        return row!;
      });
      return { contact: contactJson(contact) };
    });

    router.delete('/partners/:id/contacts/:contactId', { schema: { params: ContactParams } }, async (request, reply) => {
      const context = http.context(request);
      await permissions.require(context, 'partner.edit');
      const partner = await livingPartner(context.workspaceId, request.params.id);
      const current = await contactOr404(context.workspaceId, partner.id, request.params.contactId);
      await orm.transaction(async (tx) => {
        await tx.delete(contacts).where(eq(contacts.id, current.id));
        await refreshSearchText(tx, partner.id);
        await partnersChanged(tx, context.workspaceId);
        await logActivity(tx, {
          workspaceId: context.workspaceId,
          partnerId: partner.id,
          actorId: context.userId,
          action: 'contact.removed',
          data: { name: current.name },
        });
      });
      return reply.code(204).send();
    });
  };
}
