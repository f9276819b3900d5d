/**
 * An act comes from an issued (or paid) invoice, never a draft or a cancelled one, and a second act for the same
 * invoice only when the caller says it means it (the form asks first).
 */
import type { ErrorsService, MessagesService, ModuleOrm, ModuleRequestContext } from '@artel/sdk/server';
import { and, eq } from 'drizzle-orm';
import { givesActs } from '../../shared/documents/actSources';
import { documents } from '../tables';
import { findDocument } from './documentStore';

export async function refuseUnwantedAct(
  { orm, errors, messages }: { orm: ModuleOrm; errors: ErrorsService; messages: MessagesService },
  context: ModuleRequestContext,
  invoiceId: string,
  anotherAct: boolean,
): Promise<void> {
  const invoice = (await findDocument(orm, context.workspaceId, invoiceId))!;
  if (!givesActs(invoice.state)) {
    throw errors.moduleError(
      'documents.actFromUnissued',
      409,
      { state: messages.t(`states.${invoice.state}`, context.locale) },
      { field: 'invoiceId' },
    );
  }
  if (anotherAct) return;
  const [existing] = await orm
    .select({ id: documents.id, number: documents.number })
    .from(documents)
    .where(and(eq(documents.workspaceId, context.workspaceId), eq(documents.kind, 'act'), eq(documents.invoiceId, invoiceId)))
    .orderBy(documents.createdAt)
    .limit(1);
  if (existing)
    throw errors.moduleError('documents.actExists', 409, { number: existing.number }, { actId: existing.id, actNumber: existing.number });
}
