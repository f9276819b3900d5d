import {
  actMove,
  applyPayment,
  contractMove,
  contractStateOn,
  invoiceMove,
  isEditable,
  isExpiringSoon,
  isOverdue,
  manualMoves,
} from '../../shared/documents/documentStates';
import { Dec } from '../../shared/documents/money';

const keys = (issues: { key: string }[]) => issues.map((found) => found.key);

describe('invoice states', () => {
  test.each([
    ['draft', 'issued'],
    ['draft', 'cancelled'],
    ['issued', 'cancelled'],
  ] as const)('%s → %s is allowed', (from, to) => {
    expect(invoiceMove(from, to)).toEqual([]);
  });

  test.each([
    ['draft', 'paid'],
    ['issued', 'draft'],
    ['paid', 'cancelled'],
    ['partiallyPaid', 'cancelled'],
    ['cancelled', 'issued'],
  ] as const)('%s → %s is refused, naming both states', (from, to) => {
    expect(invoiceMove(from, to)).toEqual([{ field: 'state', key: 'documents.transitionNotAllowed', params: { from, to } }]);
  });

  test('payments move an invoice to partly paid, then paid', () => {
    const total = new Dec('1200.50');
    const first = applyPayment({ state: 'issued', total, paid: new Dec(0) }, new Dec('200.50'));
    expect(first).toMatchObject({ ok: true, state: 'partiallyPaid' });
    if (!first.ok) return;
    const second = applyPayment({ state: first.state, total, paid: first.paid }, new Dec('1000'));
    expect(second.ok && second.state).toBe('paid');
    expect(second.ok && second.paid.toFixed(2)).toBe('1200.50');
  });

  test('a payment beyond what is owed is refused with the balance', () => {
    const result = applyPayment({ state: 'partiallyPaid', total: new Dec('100'), paid: new Dec('60') }, new Dec('40.01'));
    expect(result).toEqual({
      ok: false,
      issues: [{ field: 'amount', key: 'documents.paymentExceedsBalance', params: { balance: '40.00' } }],
    });
  });

  test.each([
    ['draft', '10'],
    ['cancelled', '10'],
    ['paid', '10'],
  ] as const)('no payment on a %s invoice', (state, amount) => {
    const result = applyPayment({ state, total: new Dec('100'), paid: new Dec('0') }, new Dec(amount));
    expect(!result.ok && keys(result.issues)).toEqual(['documents.paymentNotAllowed']);
  });

  test.each(['0', '-1', '0.001'])('a payment of %s is refused', (amount) => {
    const result = applyPayment({ state: 'issued', total: new Dec('100'), paid: new Dec('0') }, new Dec(amount));
    expect(!result.ok && keys(result.issues)).toEqual(['documents.paymentInvalid']);
  });

  test('overdue means still owed after the due date', () => {
    expect(isOverdue({ state: 'issued', dueDate: '2026-12-10' }, '2026-12-11')).toBe(true);
    expect(isOverdue({ state: 'partiallyPaid', dueDate: '2026-12-10' }, '2026-12-11')).toBe(true);
    expect(isOverdue({ state: 'issued', dueDate: '2026-12-10' }, '2026-12-10')).toBe(false);
    expect(isOverdue({ state: 'paid', dueDate: '2026-12-10' }, '2027-01-01')).toBe(false);
    expect(isOverdue({ state: 'draft', dueDate: '2026-12-10' }, '2027-01-01')).toBe(false);
    expect(isOverdue({ state: 'issued', dueDate: null }, '2027-01-01')).toBe(false);
  });

  test('only drafts are editable', () => {
    expect(isEditable('draft')).toBe(true);
    expect(isEditable('issued')).toBe(false);
    expect(isEditable('signed')).toBe(false);
  });
});

describe('act states', () => {
  test('draft → signed, and never back', () => {
    expect(actMove('draft', 'signed')).toEqual([]);
    expect(keys(actMove('signed', 'draft'))).toEqual(['documents.transitionNotAllowed']);
  });
});

describe('contract states', () => {
  const today = '2026-12-01';

  test('draft → active → terminated', () => {
    expect(contractMove({ state: 'draft', validTo: '2027-12-31' }, 'active', today)).toEqual([]);
    expect(contractMove({ state: 'active', validTo: '2027-12-31' }, 'terminated', today)).toEqual([]);
    expect(keys(contractMove({ state: 'terminated' }, 'active', today))).toEqual(['documents.transitionNotAllowed']);
    expect(keys(contractMove({ state: 'active' }, 'expired', today))).toEqual(['documents.transitionNotAllowed']);
  });

  test('a contract whose end has passed cannot become active', () => {
    expect(keys(contractMove({ state: 'draft', validTo: '2026-11-30' }, 'active', today))).toEqual(['documents.contractAlreadyEnded']);
  });

  test('an active contract expires the day after its last day', () => {
    expect(contractStateOn({ state: 'active', validTo: '2026-12-01' }, today)).toBe('active');
    expect(contractStateOn({ state: 'active', validTo: '2026-11-30' }, today)).toBe('expired');
    expect(contractStateOn({ state: 'active', validTo: null }, today)).toBe('active');
    expect(contractStateOn({ state: 'terminated', validTo: '2026-11-30' }, today)).toBe('terminated');
  });

  test('a reminder is due when the end is within the notice period', () => {
    expect(isExpiringSoon({ state: 'active', validTo: '2026-12-15' }, today, 14)).toBe(true);
    expect(isExpiringSoon({ state: 'active', validTo: '2026-12-16' }, today, 14)).toBe(false);
    expect(isExpiringSoon({ state: 'active', validTo: '2026-12-01' }, today, 14)).toBe(true);
    expect(isExpiringSoon({ state: 'active', validTo: '2026-11-30' }, today, 14)).toBe(false);
    expect(isExpiringSoon({ state: 'draft', validTo: '2026-12-05' }, today, 14)).toBe(false);
  });
});

describe('the moves a person is offered', () => {
  it('offers issue or cancel on a draft invoice, nothing on a paid one, signing a draft act, and ending an active contract', () => {
    expect(manualMoves('invoice', 'draft')).toEqual(['issued', 'cancelled']);
    expect(manualMoves('invoice', 'partiallyPaid')).toEqual([]);
    expect(manualMoves('act', 'draft')).toEqual(['signed']);
    expect(manualMoves('contract', 'active')).toEqual(['terminated']);
    expect(manualMoves('contract', 'expired')).toEqual([]);
    expect(manualMoves('invoice', 'unknown')).toEqual([]);
  });
});
