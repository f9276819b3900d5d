/**
 * The life of each document kind as pure functions, so the routes, the daily job and the client agree.
 * - Invoice: draft → issued → partiallyPaid → paid; draft or issued → cancelled. Payments move it along;
 *   «overdue» is not a stored state but an issued or partly paid invoice whose due date has passed.
 * - Act: draft → signed.
 * - Contract: draft → active → expired (its end date passed) or terminated (ended early by the parties).
 * Only drafts may be edited or deleted: what was sent to a partner stays as it was sent.
 */
import { addDays } from './calendarDate';
import { type DocumentIssue, issue } from './issues';
import { type Dec, toKopecks } from './money';

export const INVOICE_STATES = ['draft', 'issued', 'partiallyPaid', 'paid', 'cancelled'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];
export const ACT_STATES = ['draft', 'signed'] as const;
export type ActState = (typeof ACT_STATES)[number];
export const CONTRACT_STATES = ['draft', 'active', 'expired', 'terminated'] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];

/** The moves a person may make by hand; payments and expiry move documents by themselves. */
const INVOICE_MOVES: Record<InvoiceState, readonly InvoiceState[]> = {
  draft: ['issued', 'cancelled'],
  issued: ['cancelled'],
  partiallyPaid: [],
  paid: [],
  cancelled: [],
};
const ACT_MOVES: Record<ActState, readonly ActState[]> = { draft: ['signed'], signed: [] };
const CONTRACT_MOVES: Record<ContractState, readonly ContractState[]> = {
  draft: ['active'],
  active: ['terminated'],
  expired: [],
  terminated: [],
};

const K = 'documents';

function move<S extends string>(moves: Record<S, readonly S[]>, from: S, to: S): DocumentIssue[] {
  return moves[from].includes(to) ? [] : [issue('state', `${K}.transitionNotAllowed`, { from, to })];
}

/** The states a person may move a document of this kind to from `state` (what the client offers as buttons). */
export function manualMoves(kind: 'invoice' | 'act' | 'contract', state: string): readonly string[] {
  const moves: Record<string, readonly string[]> = kind === 'invoice' ? INVOICE_MOVES : kind === 'act' ? ACT_MOVES : CONTRACT_MOVES;
  return moves[state] ?? [];
}

export const invoiceMove = (from: InvoiceState, to: InvoiceState) => move(INVOICE_MOVES, from, to);
export const actMove = (from: ActState, to: ActState) => move(ACT_MOVES, from, to);

/** A contract becomes active only inside its validity period; one whose end has passed cannot start. */
export function contractMove(
  contract: { state: ContractState; validTo?: string | null },
  to: ContractState,
  today: string,
): DocumentIssue[] {
  const refused = move(CONTRACT_MOVES, contract.state, to);
  if (refused.length > 0) return refused;
  if (to === 'active' && contract.validTo && contract.validTo < today) return [issue('validTo', `${K}.contractAlreadyEnded`)];
  return [];
}

export function isEditable(state: string): boolean {
  return state === 'draft';
}

export interface InvoiceBalance {
  state: InvoiceState;
  total: Dec;
  paid: Dec;
}

/** Records a payment received: a part moves the invoice to partly paid, the rest to paid. */
export function applyPayment(
  invoice: InvoiceBalance,
  amount: Dec,
): { ok: true; state: InvoiceState; paid: Dec } | { ok: false; issues: DocumentIssue[] } {
  if (invoice.state !== 'issued' && invoice.state !== 'partiallyPaid') {
    return { ok: false, issues: [issue('state', `${K}.paymentNotAllowed`, { state: invoice.state })] };
  }
  if (amount.lte(0) || amount.decimalPlaces() > 2) return { ok: false, issues: [issue('amount', `${K}.paymentInvalid`)] };
  const balance = invoice.total.minus(invoice.paid);
  if (amount.gt(balance)) {
    return { ok: false, issues: [issue('amount', `${K}.paymentExceedsBalance`, { balance: toKopecks(balance).toFixed(2) })] };
  }
  const paid = invoice.paid.plus(amount);
  return { ok: true, paid, state: paid.gte(invoice.total) ? 'paid' : 'partiallyPaid' };
}

/** Overdue: still owed (issued or partly paid) and the due date is behind us. Due today is not overdue yet. */
export function isOverdue(invoice: { state: InvoiceState; dueDate?: string | null }, today: string): boolean {
  return (invoice.state === 'issued' || invoice.state === 'partiallyPaid') && !!invoice.dueDate && invoice.dueDate < today;
}

/** What a contract is on a day: an active one whose last day has passed is expired. */
export function contractStateOn(contract: { state: ContractState; validTo?: string | null }, today: string): ContractState {
  return contract.state === 'active' && contract.validTo && contract.validTo < today ? 'expired' : contract.state;
}

/** An active contract ending within `daysBefore` days (its last day included) is due a reminder. */
export function isExpiringSoon(contract: { state: ContractState; validTo?: string | null }, today: string, daysBefore: number): boolean {
  if (contract.state !== 'active' || !contract.validTo || contract.validTo < today) return false;
  return contract.validTo <= addDays(today, daysBefore);
}
