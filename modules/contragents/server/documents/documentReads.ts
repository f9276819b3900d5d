/**
 * A document as the routes answer it: found in the caller's workspace or 404, with its lines and payments, and
 * with what it is today (a contract past its end expired, an unpaid invoice past its due date overdue).
 */
import type { ErrorsService, ModuleOrm as Orm } from '@artel/sdk/server';
import { type ContractState, contractStateOn, type InvoiceState, isOverdue } from '../../shared/documents/documentStates';
import { type DocumentRow, documentJson, findDocument, lineJson, linesOf, paymentsOf } from './documentStore';
import { calendarDayIn } from './zonedDay';

export const today = () => new Date().toISOString().slice(0, 10);

/** Today in the viewer's time zone (the server's without one): what overdue is counted against. */
export function viewerDay(errors: ErrorsService, timeZone: string | undefined): string {
  if (!timeZone) return today();
  const day = calendarDayIn(timeZone);
  if (!day) throw errors.moduleError('documents.timeZoneInvalid', 400, { timeZone });
  return day;
}

/** What a stored document is today: a contract past its end is expired, an unpaid invoice past its due date overdue. */
export function stateNow(row: DocumentRow, day: string) {
  return {
    state: row.kind === 'contract' ? contractStateOn({ state: row.state as ContractState, validTo: row.validTo }, day) : row.state,
    overdue: row.kind === 'invoice' && isOverdue({ state: row.state as InvoiceState, dueDate: row.dueDate }, day),
  };
}

export async function documentOr404(orm: Orm, errors: ErrorsService, workspaceId: string, id: string): Promise<DocumentRow> {
  const row = await findDocument(orm, workspaceId, id);
  if (!row) throw errors.moduleError('documents.notFound', 404);
  return row;
}

export async function fullDocument(orm: Orm, row: DocumentRow) {
  const [lines, paid] = await Promise.all([linesOf(orm, row.id), row.kind === 'invoice' ? paymentsOf(orm, row.id) : Promise.resolve([])]);
  return documentJson(row, {
    ...stateNow(row, today()),
    lines: lines.map(lineJson),
    ...(row.kind === 'invoice' ? { payments: paid } : {}),
  });
}
