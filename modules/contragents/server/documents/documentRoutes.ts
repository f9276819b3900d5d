/**
 * Invoices, acts and contracts of the caller's workspace, one at a time: create (numbered gap-free per seller, kind
 * and year), make an act from an invoice or an invoice from a contract in one call, read, and edit drafts. In bulk:
 * documentListRoutes.ts; states and payments: documentStateRoutes.ts; the PDF: documentPdfRoute.ts.
 */
import type { ModuleRequestContext, ModuleRoutes, ModuleServices } from '@artel/sdk/server';
import { logActivity } from '../activityLog';
import { issuesError, issueText } from '../issueErrors';
import { bankAccountsOf, findPartner } from '../partners/partnerStore';
import { formatRussianShortDate, yearOf } from '../../shared/documents/calendarDate';
import type { Party, PartyType } from './documentModel';
import { PARTNER_TYPES } from '../../shared/partnerValues';
import { type DocumentBody, readDocument } from './documentInput';
import { refuseUnwantedAct } from './actRules';
import { readBuyerSigner, withSigner } from './buyerSigner';
import { isEditable } from '../../shared/documents/documentStates';
import { documentOr404, fullDocument, today } from './documentReads';
import { AnyBody, DocumentParams } from './documentSchemas';
import { findDocument, insertDocument, linesOf, pricingOf, updateDraft } from './documentStore';
import { issue } from '../../shared/documents/issues';
import { DEFAULT_NUMBERING, DOCUMENT_KINDS, type DocumentKind, type NumberingTemplate, validateNumberingTemplate } from './numbering';
import { invoiceTemplatesRef } from './invoiceTemplates';
import { sellerOf } from './sellerStore';

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

export function documentRoutes({ http, db, errors, messages, permissions, services }: ModuleServices): ModuleRoutes {
  const { orm } = db;

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
    return fullDocument(orm, row);
  }

  services.provide(invoiceTemplatesRef, {
    async invoiceFromTemplate(context, templateId, partnerId) {
      const template = await documentOr404(orm, errors, context.workspaceId, templateId);
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
      const invoice = await documentOr404(orm, errors, context.workspaceId, request.params.id);
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
      const contract = await documentOr404(orm, errors, context.workspaceId, request.params.id);
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

    router.get('/documents/:id', { schema: { params: DocumentParams } }, async (request) => {
      const context = http.context(request);
      await permissions.require(context, 'document.view');
      return { document: await fullDocument(orm, await documentOr404(orm, errors, context.workspaceId, request.params.id)) };
    });

    router.patch('/documents/:id', { schema: { params: DocumentParams, body: AnyBody } }, async (request) => {
      const context = http.context(request);
      await permissions.require(context, 'document.edit');
      const row = await documentOr404(orm, errors, context.workspaceId, request.params.id);
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
      return { document: await fullDocument(orm, (await findDocument(orm, context.workspaceId, row.id))!) };
    });
  };
}
