/** `contragents.invoiceTemplates`: a new draft invoice copying an existing one (its lines, VAT and basis), as the caller. */
import type { ModuleRequestContext } from '@artel/sdk/server';

export const INVOICE_TEMPLATES_SERVICE = 'contragents.invoiceTemplates';

export interface InvoiceTemplates {
  /** Dated today, for `partnerId` or the template's partner; the same checks and errors as POST /documents. */
  invoiceFromTemplate(context: ModuleRequestContext, templateId: string, partnerId?: string): Promise<{ id: string; number: string } & Record<string, unknown>>;
}
