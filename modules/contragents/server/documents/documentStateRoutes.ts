/**
 * A document moving through its states: a move its kind's state machine allows (an issued invoice starts the
 * flows bound to it), and a payment recorded against an issued invoice, which settles it in part or in full.
 */
import type { ModuleRoutes, ModuleServices } from '@artel/sdk/server';
import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import { logActivity } from '../activityLog';
import { issuesError } from '../issueErrors';
import { documents, payments } from '../tables';
import { formatRussianShortDate, isCalendarDate } from '../../shared/documents/calendarDate';
import { paymentDateWindow } from '../../shared/documents/dateWindows';
import {
  type ActState,
  actMove,
  applyPayment,
  type ContractState,
  contractMove,
  type InvoiceState,
  invoiceMove,
} from '../../shared/documents/documentStates';
import { issue } from '../../shared/documents/issues';
import { Dec, parseDecimal } from '../../shared/documents/money';
import { emitDocumentTrigger, INVOICE_ISSUED, INVOICE_PAID } from '../flows/documentTriggers';
import { documentOr404, fullDocument, today } from './documentReads';
import { AnyBody, DocumentParams } from './documentSchemas';
import { findDocument } from './documentStore';

/** The invoices a payment may be recorded against: issued and not yet settled. */
const PAYABLE_STATES: readonly string[] = ['issued', 'partiallyPaid'];

export function documentStateRoutes({ http, db, errors, messages, permissions, flows }: ModuleServices): ModuleRoutes {
  const { orm } = db;

  return async (router) => {
    router.post(
      '/documents/:id/state',
      { schema: { params: DocumentParams, body: Type.Object({ state: Type.String({ maxLength: 40 }) }) } },
      async (request) => {
        const context = http.context(request);
        await permissions.require(context, 'document.edit');
        const row = await documentOr404(orm, errors, context.workspaceId, request.params.id);
        const to = request.body.state;
        const from = row.state;
        // States are written only through these machines; an unknown target simply matches no allowed move.
        const issues =
          row.kind === 'invoice'
            ? invoiceMove(from as InvoiceState, to as InvoiceState)
            : row.kind === 'act'
              ? actMove(from as ActState, to as ActState)
              : contractMove({ state: from as ContractState, validTo: row.validTo }, to as ContractState, today());
        if (issues.length > 0) throw issuesError(messages, issues, context.locale, 409);
        await orm.transaction(async (tx) => {
          await tx.update(documents).set({ state: to, updatedAt: new Date() }).where(eq(documents.id, row.id));
          await logActivity(tx, {
            workspaceId: context.workspaceId,
            partnerId: row.partnerId,
            documentId: row.id,
            actorId: context.userId,
            action: `${row.kind}.${to}`,
            data: { number: row.number },
          });
        });
        const changed = (await findDocument(orm, context.workspaceId, row.id))!;
        if (row.kind === 'invoice' && to === 'issued') {
          await emitDocumentTrigger(flows, orm, INVOICE_ISSUED, changed, context.userId);
        }
        return { document: await fullDocument(orm, changed) };
      },
    );

    router.post('/documents/:id/payments', { schema: { params: DocumentParams, body: AnyBody } }, async (request, reply) => {
      const context = http.context(request);
      await permissions.require(context, 'document.edit');
      const row = await documentOr404(orm, errors, context.workspaceId, request.params.id);
      const raw = request.body.amount;
      const amount = typeof raw === 'string' || typeof raw === 'number' ? parseDecimal(String(raw)) : null;
      if (!amount) throw issuesError(messages, [issue('amount', 'documents.paymentInvalid')], context.locale);
      if (row.kind !== 'invoice' || !PAYABLE_STATES.includes(row.state)) {
        throw issuesError(messages, [issue('state', 'documents.paymentNotAllowed', { state: row.state })], context.locale, 409);
      }
      const paidOn = request.body.paidOn === undefined ? today() : request.body.paidOn;
      if (typeof paidOn !== 'string' || !isCalendarDate(paidOn))
        throw issuesError(messages, [issue('paidOn', 'documents.dateInvalid')], context.locale);
      const window = paymentDateWindow(row.date, today());
      if (paidOn < window.from)
        throw issuesError(
          messages,
          [issue('paidOn', 'documents.paymentBeforeInvoice', { date: formatRussianShortDate(window.from) })],
          context.locale,
        );
      if (paidOn > window.to)
        throw issuesError(
          messages,
          [issue('paidOn', 'documents.paymentInFuture', { latest: formatRussianShortDate(window.to) })],
          context.locale,
        );
      const result = await orm.transaction(async (tx) => {
        // Read under a row lock, so two payments at once add up instead of overwriting each other.
        const [locked] = await tx.select().from(documents).where(eq(documents.id, row.id)).for('update');
        if (row.kind !== 'invoice' || !locked)
          return { ok: false as const, issues: [issue('state', 'documents.paymentNotAllowed', { state: row.state })] };
        const applied = applyPayment(
          { state: locked.state as InvoiceState, total: new Dec(locked.total), paid: new Dec(locked.paid) },
          amount,
        );
        if (!applied.ok) return applied;
        await tx.insert(payments).values({ documentId: row.id, amount: amount.toFixed(2), paidOn, createdById: context.userId });
        await tx
          .update(documents)
          .set({ paid: applied.paid.toFixed(2), state: applied.state, updatedAt: new Date() })
          .where(eq(documents.id, row.id));
        await logActivity(tx, {
          workspaceId: context.workspaceId,
          partnerId: row.partnerId,
          documentId: row.id,
          actorId: context.userId,
          action: 'invoice.payment',
          data: { number: row.number, amount: amount.toFixed(2) },
        });
        return applied;
      });
      if (!result.ok) throw issuesError(messages, result.issues, context.locale, 409);
      const paid = (await findDocument(orm, context.workspaceId, row.id))!;
      if (result.state === 'paid') await emitDocumentTrigger(flows, orm, INVOICE_PAID, paid, context.userId);
      return reply.code(201).send({ document: await fullDocument(orm, paid) });
    });
  };
}
