/** A document's PDF, shown in the browser or downloaded, named as people name the paper («Счёт № 12 от 3 мар. 2026»). */
import type { ModuleRoutes, ModuleServices } from '@artel/sdk/server';
import { Type } from '@sinclair/typebox';
import { formatRussianShortDate } from '../../shared/documents/calendarDate';
import { contractTemplateOf } from './contract/contractTemplateStore';
import type { ActDocument, ContractDocument, InvoiceDocument } from './documentModel';
import { documentOr404 } from './documentReads';
import { DocumentParams } from './documentSchemas';
import { linesOf, printable } from './documentStore';
import type { DocumentKind } from './numbering';
import type { PdfJob } from './pdf/pdfJobs';
import { PoolBusyError, printPdf } from './pdf/pdfPool';

const KIND_TITLES: Record<DocumentKind, string> = { invoice: 'Счёт', act: 'Акт', contract: 'Договор' };

export function documentPdfRoute({ http, db, errors, permissions }: ModuleServices): ModuleRoutes {
  const { orm } = db;

  return async (router) => {
    router.get(
      '/documents/:id/pdf',
      { schema: { params: DocumentParams, querystring: Type.Object({ download: Type.Optional(Type.Boolean()) }) } },
      async (request, reply) => {
        const context = http.context(request);
        await permissions.require(context, 'document.view');
        const row = await documentOr404(orm, errors, context.workspaceId, request.params.id);
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
