/**
 * Invoices, acts and contracts of the caller's workspace: create (numbered gap-free per seller, kind and year),
 * list with filters and totals, read, edit drafts, move through their states, record payments, make an act from
 * an invoice or an invoice from a contract in one call, and download the PDF.
 */
import type { ModuleRequestContext, ModuleRoutes, ModuleServices } from '@artel/sdk/server';
import { type Static, Type } from '@sinclair/typebox';
import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { logActivity } from '../activityLog';
import { issuesError, issueText } from '../issueErrors';
import { bankAccountsOf, findPartner } from '../partners/partnerStore';
import { documents, payments } from '../tables';
import { formatRussianShortDate, isCalendarDate, yearOf } from '../../shared/documents/calendarDate';
import { paymentDateWindow } from '../../shared/documents/dateWindows';
import type { ActDocument, ContractDocument, InvoiceDocument, Party, PartyType } from './documentModel';
import { PARTNER_TYPES } from '../../shared/partnerValues';
import { type DocumentBody, readDocument } from './documentInput';
import { documentsCsv } from './documentsCsv';
import { refuseUnwantedAct } from './actRules';
import { readBuyerSigner, withSigner } from './buyerSigner';
import {
  type ActState,
  actMove,
  applyPayment,
  type ContractState,
  contractMove,
  contractStateOn,
  type InvoiceState,
  invoiceMove,
  isEditable,
  isOverdue,
} from '../../shared/documents/documentStates';
import {
  type DocumentRow,
  documentJson,
  findDocument,
  insertDocument,
  lineJson,
  linesOf,
  paymentsOf,
  pricingOf,
  printable,
  updateDraft,
} from './documentStore';
import { issue } from '../../shared/documents/issues';
import { Dec, parseDecimal } from '../../shared/documents/money';
import { DEFAULT_NUMBERING, DOCUMENT_KINDS, type DocumentKind, type NumberingTemplate, validateNumberingTemplate } from './numbering';
import type { PdfJob } from './pdf/pdfJobs';
import { PoolBusyError, printPdf } from './pdf/pdfPool';
import { emitDocumentTrigger, INVOICE_ISSUED, INVOICE_PAID } from '../flows/documentTriggers';
import { invoiceTemplatesRef } from './invoiceTemplates';
import { sellerOf } from './sellerStore';
import { receivablesAgeing } from './receivablesAgeing';
import { calendarDayIn } from './zonedDay';
import { contractTemplateOf } from './contract/contractTemplateStore';

const DocumentParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const AnyBody = Type.Record(Type.String(), Type.Unknown());
const ListQuery = Type.Object({
  kind: Type.Optional(Type.Union(DOCUMENT_KINDS.map((kind) => Type.Literal(kind)))),
  state: Type.Optional(Type.String({ maxLength: 40 })),
  partnerId: Type.Optional(Type.String({ format: 'uuid' })),
  from: Type.Optional(Type.String({ format: 'date' })),
  to: Type.Optional(Type.String({ format: 'date' })),
  overdue: Type.Optional(Type.Boolean()),
  /** The viewer's IANA zone: what «today» is for `overdue`. */
  timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});
const SummaryQuery = Type.Object({ timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) });

/** The invoices a payment may be recorded against: issued and not yet settled. */
const PAYABLE_STATES: readonly string[] = ['issued', 'partiallyPaid'];

const KIND_TITLES: Record<DocumentKind, string> = { invoice: 'Счёт', act: 'Акт', contract: 'Договор' };

export const today = () => new Date().toISOString().slice(0, 10);

/** What a one-click creation may change of what it copies (the date, a note…); an empty body changes nothing. */
function overrides(body: unknown): DocumentBody {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as DocumentBody) : {};
}

function partyOf(
  partner: NonNullable<Awaited<ReturnType<typeof findPartner>>>,
  accounts: Awaited<ReturnType<typeof bankAccountsOf>>,
): Party {
  const account = accounts.find((entry) => entry.isPrimary) ?? accounts[0];
  return {
    type: (PARTNER_TYPES as readonly string[]).includes(partner.type) ? (partner.type as PartyType) : 'company',
    name: partner.name,
    inn: partner.inn,
    ...(partner.kpp ? { kpp: partner.kpp } : {}),
    ...(partner.legalAddress ? { address: partner.legalAddress } : {}),
    ...(partner.phone ? { phone: partner.phone } : {}),
    ...(account
      ? { bank: { bankName: account.bankName, bik: account.bik, corrAccount: account.corrAccount, account: account.account } }
      : {}),
  };
}

/** At most this many rows go into one CSV export. */
const CSV_LIMIT = 10_000;

type ListFilters = Static<typeof ListQuery>;

function listConditions(workspaceId: string, query: ListFilters, day: string): SQL | undefined {
  const conditions: SQL[] = [eq(documents.workspaceId, workspaceId)];
  if (query.kind) conditions.push(eq(documents.kind, query.kind));
  if (query.state) conditions.push(eq(documents.state, query.state));
  if (query.partnerId) conditions.push(eq(documents.partnerId, query.partnerId));
  if (query.from) conditions.push(gte(documents.date, query.from));
  if (query.to) conditions.push(lte(documents.date, query.to));
  if (query.overdue) {
    conditions.push(
      sql`${documents.kind} = 'invoice' and ${documents.state} in ('issued', 'partiallyPaid') and ${documents.dueDate} < ${day}`,
    );
  }
  return and(...conditions);
}

/** What a stored document is today: a contract past its end is expired, an unpaid invoice past its due date overdue. */
function stateNow(row: DocumentRow, day: string) {
  return {
    state: row.kind === 'contract' ? contractStateOn({ state: row.state as ContractState, validTo: row.validTo }, day) : row.state,
    overdue: row.kind === 'invoice' && isOverdue({ state: row.state as InvoiceState, dueDate: row.dueDate }, day),
  };
}

export function documentRoutes({ http, db, errors, messages, permissions, services, flows }: ModuleServices): ModuleRoutes {
  const { orm } = db;

  async function documentOr404(workspaceId: string, id: string): Promise<DocumentRow> {
    const row = await findDocument(orm, workspaceId, id);
    if (!row) throw errors.moduleError('documents.notFound', 404);
    return row;
  }

  async function buyerOf(context: ModuleRequestContext, partnerId: unknown) {
    if (typeof partnerId !== 'string' || !/^[0-9a-f-]{36}$/i.test(partnerId)) {
      throw issuesError(messages, [issue('partnerId', 'documents.partnerRequired')], context.locale);
    }
    const partner = await findPartner(orm, context.workspaceId, partnerId);
    if (!partner) throw issuesError(messages, [issue('partnerId', 'documents.partnerNotFound')], context.locale);
    if (partner.deletedAt) throw errors.moduleError('documents.partnerDeleted', 409, {}, { field: 'partnerId' });
    return { partner, party: partyOf(partner, await bankAccountsOf(orm, partner.id)) };
  }

  async function sellerOr409(context: ModuleRequestContext) {
    const seller = await sellerOf(orm, context.workspaceId, context.config);
    if (!seller) throw errors.moduleError('documents.sellerMissing', 409);
    return seller;
  }

  function numberingOf(context: ModuleRequestContext, kind: DocumentKind): NumberingTemplate {
    const template = context.config[`${kind}NumberTemplate`];
    const padding = context.config.numberPadding;
    const numbering = {
      template: typeof template === 'string' ? template : DEFAULT_NUMBERING[kind].template,
      padding: typeof padding === 'number' ? padding : DEFAULT_NUMBERING[kind].padding,
    };
    const [problem] = validateNumberingTemplate(numbering);
    if (problem) throw errors.moduleError('documents.numberingInvalid', 409, { reason: issueText(messages, problem, context.locale) });
    return numbering;
  }

  /** A contract or invoice this document is made under: of the same workspace and partner, of the right kind. */
  async function linked(
    context: ModuleRequestContext,
    id: unknown,
    kind: DocumentKind,
    partnerId: string,
    field: string,
  ): Promise<string | null> {
    if (id === undefined || id === null || id === '') return null;
    const row = typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id) ? await findDocument(orm, context.workspaceId, id) : null;
    if (!row || row.kind !== kind) throw issuesError(messages, [issue(field, 'documents.linkNotFound')], context.locale);
    if (row.partnerId !== partnerId) throw issuesError(messages, [issue(field, 'documents.linkPartnerMismatch')], context.locale);
    return row.id;
  }

  /**
   * An act records what was delivered under an invoice that went to the buyer: never one from a draft or a
   * cancelled invoice. A second act for the same invoice is usually a double click or a mistake, so it is made
   * only when the request says `anotherAct: true` (after the person confirmed); the refusal names the act there is.
   */
  async function create(context: ModuleRequestContext, kind: DocumentKind, body: DocumentBody) {
    await permissions.require(context, 'document.create');
    const buyer = await buyerOf(context, body.partnerId);
    const seller = await sellerOr409(context);
    const read = readDocument(kind, body, context.config, today());
    const signer = readBuyerSigner(kind === 'contract' ? body.buyerSigner : undefined);
    if (!read.ok || !signer.ok)
      throw issuesError(messages, [...(read.ok ? [] : read.issues), ...(signer.ok ? [] : signer.issues)], context.locale);
    const numbering = numberingOf(context, kind);
    const contractId = kind === 'contract' ? null : await linked(context, body.contractId, 'contract', buyer.partner.id, 'contractId');
    const invoiceId = kind === 'act' ? await linked(context, body.invoiceId, 'invoice', buyer.partner.id, 'invoiceId') : null;
    if (invoiceId) await refuseUnwantedAct({ orm, errors, messages }, context, invoiceId, body.anotherAct === true);
    // An invoice or act names the buyer's signer of the invoice or contract it is made under.
    const source = invoiceId ?? contractId;
    const inherited = source ? (await findDocument(orm, context.workspaceId, source))?.buyer.signatory : undefined;
    const buyerParty = withSigner(buyer.party, signer.signer, inherited);
    const row = await orm.transaction(async (tx) => {
      const inserted = await insertDocument(tx, {
        workspaceId: context.workspaceId,
        kind,
        partnerId: buyer.partner.id,
        legalEntityId: seller.legalEntityId,
        seller: seller.party,
        buyer: buyerParty,
        pricing: read.value.pricing,
        fields: read.value.fields,
        numbering,
        contractId,
        invoiceId,
        createdById: context.userId,
      });
      await logActivity(tx, {
        workspaceId: context.workspaceId,
        partnerId: buyer.partner.id,
        documentId: inserted.id,
        actorId: context.userId,
        action: `${kind}.created`,
        data: { number: inserted.number, total: inserted.total },
      });
      return inserted;
    });
    return full(row);
  }

  async function full(row: DocumentRow) {
    const [lines, paid] = await Promise.all([linesOf(orm, row.id), row.kind === 'invoice' ? paymentsOf(orm, row.id) : Promise.resolve([])]);
    return documentJson(row, {
      ...stateNow(row, today()),
      lines: lines.map(lineJson),
      ...(row.kind === 'invoice' ? { payments: paid } : {}),
    });
  }

  services.provide(invoiceTemplatesRef, {
    async invoiceFromTemplate(context, templateId, partnerId) {
      const template = await documentOr404(context.workspaceId, templateId);
      if (template.kind !== 'invoice')
        throw errors.moduleError('documents.sourceKindInvalid', 409, { expected: context.locale === 'ru' ? 'счёт' : 'an invoice' });
      const pricing = pricingOf(template, await linesOf(orm, template.id));
      return create(context, 'invoice', {
        partnerId: partnerId ?? template.partnerId,
        date: today(),
        vatMode: pricing.vatMode,
        vatRate: pricing.vatRate,
        lines: pricing.lines.map((line) => ({ ...line, quantity: line.quantity.toFixed(), price: line.price.toFixed(2) })),
        basis: template.basis,
      });
    },
  });

  /** Today in the viewer's time zone (the server's without one): what overdue is counted against. */
  const viewerDay = (timeZone: string | undefined): string => {
    if (!timeZone) return today();
    const day = calendarDayIn(timeZone);
    if (!day) throw errors.moduleError('documents.timeZoneInvalid', 400, { timeZone });
    return day;
  };

  return async (router) => {
    router.post('/documents', { schema: { body: AnyBody } }, async (request, reply) => {
      const context = http.context(request);
      const kind = request.body.kind;
      if (!(DOCUMENT_KINDS as readonly unknown[]).includes(kind)) {
        await permissions.require(context, 'document.create');
        throw issuesError(messages, [issue('kind', 'documents.kindInvalid')], context.locale);
      }
      return reply.code(201).send({ document: await create(context, kind as DocumentKind, request.body) });
    });

    router.post('/documents/:id/act', { schema: { params: DocumentParams } }, async (request, reply) => {
      const context = http.context(request);
      await permissions.require(context, 'document.create');
      const invoice = await documentOr404(context.workspaceId, request.params.id);
      if (invoice.kind !== 'invoice')
        throw errors.moduleError('documents.sourceKindInvalid', 409, { expected: context.locale === 'ru' ? 'счёт' : 'an invoice' });
      const pricing = pricingOf(invoice, await linesOf(orm, invoice.id));
      const body: DocumentBody = {
        partnerId: invoice.partnerId,
        date: today(),
        vatMode: pricing.vatMode,
        vatRate: pricing.vatRate,
        lines: pricing.lines.map((line) => ({ ...line, quantity: line.quantity.toFixed(), price: line.price.toFixed(2) })),
        basis: invoice.basis,
        contractId: invoice.contractId,
        invoiceId: invoice.id,
        ...overrides(request.body),
      };
      return reply.code(201).send({ document: await create(context, 'act', body) });
    });

    router.post('/documents/:id/invoice', { schema: { params: DocumentParams } }, async (request, reply) => {
      const context = http.context(request);
      await permissions.require(context, 'document.create');
      const contract = await documentOr404(context.workspaceId, request.params.id);
      if (contract.kind !== 'contract')
        throw errors.moduleError('documents.sourceKindInvalid', 409, { expected: context.locale === 'ru' ? 'договор' : 'a contract' });
      const pricing = pricingOf(contract, await linesOf(orm, contract.id));
      const body: DocumentBody = {
        partnerId: contract.partnerId,
        date: today(),
        vatMode: pricing.vatMode,
        vatRate: pricing.vatRate,
        lines: pricing.lines.map((line) => ({ ...line, quantity: line.quantity.toFixed(), price: line.price.toFixed(2) })),
        basis: `Договор № ${contract.number} от ${formatRussianShortDate(contract.date)}`,
        contractId: contract.id,
        ...overrides(request.body),
      };
      return reply.code(201).send({ document: await create(context, 'invoice', body) });
    });

    router.get('/documents', { schema: { querystring: ListQuery } }, async (request) => {
      const context = http.context(request);
      await permissions.require(context, 'document.view');
      const query = request.query;
      const day = viewerDay(query.timeZone);
      const where = listConditions(context.workspaceId, query, day);
      const pageSize = query.pageSize ?? 50;
      const offset = ((query.page ?? 1) - 1) * pageSize;
      const [rows, [summary]] = await Promise.all([
        orm.select().from(documents).where(where).orderBy(desc(documents.date), desc(documents.sequence)).limit(pageSize).offset(offset),
        orm
          .select({
            count: sql<number>`count(*)::int`,
            total: sql<string>`coalesce(sum(${documents.total}), 0)::text`,
            paid: sql<string>`coalesce(sum(${documents.paid}), 0)::text`,
          })
          .from(documents)
          .where(where),
      ]);
      return {
        total: summary?.count ?? 0,
        sums: { total: new Dec(summary?.total ?? 0).toFixed(2), paid: new Dec(summary?.paid ?? 0).toFixed(2) },
        documents: rows.map((row) => documentJson(row, stateNow(row, day))),
      };
    });

    router.get('/documents/export.csv', { schema: { querystring: ListQuery } }, async (request, reply) => {
      const context = http.context(request);
      await permissions.require(context, 'document.view');
      // A bulk export of the workspace's documents: SPEC §6's export_data, the owner's alone.
      await permissions.require(context, 'export_data');
      const day = viewerDay(request.query.timeZone);
      const rows = await orm
        .select()
        .from(documents)
        .where(listConditions(context.workspaceId, request.query, day))
        .orderBy(desc(documents.date), desc(documents.sequence))
        .limit(CSV_LIMIT);
      const csv = documentsCsv(
        rows.map((row) => ({ ...row, ...stateNow(row, day), buyerName: row.buyer.name, buyerInn: row.buyer.inn })),
        (state) => messages.t(`states.${state}`, context.locale),
      );
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="documents-${day}.csv"`).send(csv);
    });

    /**
     * For dashboard widgets: what partners owe and how much of it is past due, today in the viewer's time zone,
     * from the same ageing the analytics report draws.
     */
    router.get('/documents/summary', { schema: { querystring: SummaryQuery } }, async (request) => {
      const context = http.context(request);
      await permissions.require(context, 'document.view');
      const day = viewerDay(request.query.timeZone);
      const { receivable, invoices, overdue, overdueInvoices } = await receivablesAgeing(orm, {
        workspaceId: context.workspaceId,
        asOf: day,
        today: day,
      });
      return { receivable, invoices, overdue, overdueInvoices };
    });

    router.get('/documents/:id', { schema: { params: DocumentParams } }, async (request) => {
      const context = http.context(request);
      await permissions.require(context, 'document.view');
      return { document: await full(await documentOr404(context.workspaceId, request.params.id)) };
    });

    router.patch('/documents/:id', { schema: { params: DocumentParams, body: AnyBody } }, async (request) => {
      const context = http.context(request);
      await permissions.require(context, 'document.edit');
      const row = await documentOr404(context.workspaceId, request.params.id);
      if (!isEditable(row.state))
        throw errors.moduleError('documents.notEditable', 409, { state: messages.t(`states.${row.state}`, context.locale) });
      const kind = row.kind as DocumentKind;
      const current = pricingOf(row, await linesOf(orm, row.id));
      const body: DocumentBody = {
        date: row.date,
        vatMode: current.vatMode,
        vatRate: current.vatRate,
        lines: current.lines.map((line) => ({ ...line, quantity: line.quantity.toFixed(), price: line.price.toFixed(2) })),
        basis: row.basis,
        dueDate: row.dueDate,
        note: row.note,
        subject: row.subject,
        city: row.city,
        validFrom: row.validFrom,
        validTo: row.validTo,
        terms: row.terms,
        ...request.body,
      };
      const read = readDocument(kind, body, context.config, today());
      const signer = readBuyerSigner(kind === 'contract' ? request.body.buyerSigner : undefined);
      if (!read.ok || !signer.ok)
        throw issuesError(messages, [...(read.ok ? [] : read.issues), ...(signer.ok ? [] : signer.issues)], context.locale);
      if (yearOf(read.value.pricing.date) !== row.year) {
        throw issuesError(messages, [issue('date', 'documents.yearChange', { year: row.year })], context.locale);
      }
      // A draft follows the parties' current requisites until it is issued.
      const buyer = await buyerOf(context, row.partnerId);
      const seller = await sellerOr409(context);
      await orm.transaction(async (tx) => {
        await updateDraft(
          tx,
          row.id,
          read.value.pricing,
          read.value.fields,
          withSigner(buyer.party, signer.signer, row.buyer.signatory),
          seller.party,
        );
        await logActivity(tx, {
          workspaceId: context.workspaceId,
          partnerId: row.partnerId,
          documentId: row.id,
          actorId: context.userId,
          action: `${kind}.updated`,
          data: { number: row.number },
        });
      });
      return { document: await full((await findDocument(orm, context.workspaceId, row.id))!) };
    });

    router.post(
      '/documents/:id/state',
      { schema: { params: DocumentParams, body: Type.Object({ state: Type.String({ maxLength: 40 }) }) } },
      async (request) => {
        const context = http.context(request);
        await permissions.require(context, 'document.edit');
        const row = await documentOr404(context.workspaceId, request.params.id);
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
        return { document: await full(changed) };
      },
    );

    router.post('/documents/:id/payments', { schema: { params: DocumentParams, body: AnyBody } }, async (request, reply) => {
      const context = http.context(request);
      await permissions.require(context, 'document.edit');
      const row = await documentOr404(context.workspaceId, request.params.id);
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
      return reply.code(201).send({ document: await full(paid) });
    });

    router.get(
      '/documents/:id/pdf',
      { schema: { params: DocumentParams, querystring: Type.Object({ download: Type.Optional(Type.Boolean()) }) } },
      async (request, reply) => {
        const context = http.context(request);
        await permissions.require(context, 'document.view');
        const row = await documentOr404(context.workspaceId, request.params.id);
        const document = printable(row, await linesOf(orm, row.id));
        const job: PdfJob =
          row.kind === 'invoice'
            ? { kind: 'invoice', document: document as InvoiceDocument }
            : row.kind === 'act'
              ? { kind: 'act', document: document as ActDocument }
              : {
                  kind: 'contract',
                  document: document as ContractDocument,
                  settings: {
                    template: (await contractTemplateOf(orm, context.workspaceId)).template,
                    paymentDays: typeof context.config.invoiceDueDays === 'number' ? context.config.invoiceDueDays : undefined,
                  },
                };
        const pdf = await printPdf(job).catch((error: unknown) => {
          throw error instanceof PoolBusyError ? errors.moduleError('documents.pdfBusy', 503) : error;
        });
        const filename = `${KIND_TITLES[row.kind as DocumentKind]} № ${row.number} от ${formatRussianShortDate(row.date)}.pdf`;
        const disposition = request.query.download ? 'attachment' : 'inline';
        return reply
          .type('application/pdf')
          .header(
            'content-disposition',
            `${disposition}; filename="${row.kind}-${row.id}.pdf"; filename*=UTF-8''${encodeURIComponent(filename)}`,
          )
          .send(pdf);
      },
    );
  };
}
