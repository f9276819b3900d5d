/**
 * What the PDF pool is asked to print, and the same job as it crosses to a worker thread: a Decimal cannot
 * be cloned to another thread, so the lines' quantities and prices travel as their decimal strings.
 */
import { Dec } from '../../../shared/documents/money';
import type { LineItem } from '../../../shared/documents/documentTotals';
import type { ActDocument, ContractDocument, InvoiceDocument } from '../documentModel';
import { actPdf } from './actPdf';
import { type ContractPrintSettings, contractPdf } from './contractPdf';
import { invoicePdf } from './invoicePdf';

export type PdfJob =
  | { kind: 'invoice'; document: InvoiceDocument }
  | { kind: 'act'; document: ActDocument }
  | { kind: 'contract'; document: ContractDocument; settings: ContractPrintSettings };

export async function makePdf(job: PdfJob): Promise<Buffer> {
  if (job.kind === 'invoice') return invoicePdf(job.document);
  if (job.kind === 'act') return actPdf(job.document);
  return contractPdf(job.document, job.settings);
}

type WireLine = Omit<LineItem, 'quantity' | 'price'> & { quantity: string; price: string };
export type WirePdfJob = {
  kind: PdfJob['kind'];
  document: object & { lines?: readonly WireLine[] | null };
  settings?: ContractPrintSettings;
};

export function toWire(job: PdfJob): WirePdfJob {
  const { lines } = job.document;
  if (!lines) return job as WirePdfJob;
  return {
    ...job,
    document: {
      ...job.document,
      lines: lines.map((line) => ({ ...line, quantity: line.quantity.toFixed(), price: line.price.toFixed() })),
    },
  };
}

export function fromWire(wire: WirePdfJob): PdfJob {
  const { lines } = wire.document;
  if (!lines) return wire as PdfJob;
  return {
    ...wire,
    document: { ...wire.document, lines: lines.map((line) => ({ ...line, quantity: new Dec(line.quantity), price: new Dec(line.price) })) },
  } as unknown as PdfJob;
}
