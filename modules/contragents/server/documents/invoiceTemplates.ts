/** `contragents.invoiceTemplates`: a new draft invoice copying an existing one (its lines, VAT and basis), as the caller. */
import { createServiceRef, type ModuleRequestContext } from '@artel/sdk/server';

export interface InvoiceTemplates {
  /** Dated today, for `partnerId` or the template's partner; the same checks and errors as POST /documents. */
  invoiceFromTemplate(
    context: ModuleRequestContext,
    templateId: string,
    partnerId?: string,
  ): Promise<{ id: string; number: string } & Record<string, unknown>>;
}

/** Offered to the module's own flows, which run outside a request to the documents' routes. */
export const invoiceTemplatesRef = createServiceRef<InvoiceTemplates>('contragents.invoiceTemplates');
