import type { DocumentDetail } from './documentTypes';
import { draftBody, draftOf, newDraft } from './editorDraft';

describe('what the document editor sends', () => {
  it('leaves blank optional dates out so the server applies its defaults (the due date from the payment term)', () => {
    const draft = { ...newDraft('invoice', 'p1', 'шт', '2026-12-01'), dueDate: '' };
    expect(draftBody('invoice', draft)).toEqual({
      partnerId: 'p1',
      date: '2026-12-01',
      vatMode: 'included',
      vatRate: 'standard',
      lines: [{ name: '', quantity: '1', unit: 'шт', price: '' }],
    });
  });

  it('sends a contract’s subject and validity, never an invoice’s due date', () => {
    const draft = { ...newDraft('contract', 'p1', 'шт', '2026-12-01'), subject: 'Поставка', validTo: '2027-12-31', dueDate: '2026-12-10' };
    expect(draftBody('contract', draft)).toMatchObject({ subject: 'Поставка', validFrom: '2026-12-01', validTo: '2027-12-31' });
    expect(draftBody('contract', draft)).not.toHaveProperty('dueDate');
  });

  it('sends the partner’s signer of a contract and opens a stored contract with it; an invoice carries none', () => {
    const signer = { position: 'Директор', name: 'Сидоров Пётр Юрьевич', basis: 'Устава' };
    const draft = { ...newDraft('contract', 'p1', 'шт', '2026-12-01'), subject: 'Поставка', buyerSigner: signer };
    expect(draftBody('contract', draft).buyerSigner).toEqual(signer);
    expect(draftBody('invoice', { ...newDraft('invoice', 'p1', 'шт'), buyerSigner: signer })).not.toHaveProperty('buyerSigner');
    const stored = {
      kind: 'contract',
      partnerId: 'p1',
      date: '2026-12-01',
      vatMode: 'included',
      vatRate: 'standard',
      lines: [],
      buyer: { name: 'АО «Вектор»', inn: '5003123458', signatory: { name: 'Сидоров Пётр Юрьевич' } },
    } as unknown as DocumentDetail;
    expect(draftOf(stored).buyerSigner).toEqual({ position: '', name: 'Сидоров Пётр Юрьевич', basis: '' });
  });

  it('opens a stored draft with its lines and each line’s own rate', () => {
    const stored = {
      kind: 'invoice',
      partnerId: 'p1',
      date: '2026-12-01',
      dueDate: '2026-12-06',
      vatMode: 'onTop',
      vatRate: 'reduced',
      basis: 'Договор № 5',
      lines: [
        { name: 'Хлеб', quantity: '2.000', unit: 'шт', price: '50.00', vatRate: null },
        { name: 'Услуга', quantity: '1.000', unit: 'усл.', price: '100.00', vatRate: 'none' },
      ],
    } as unknown as DocumentDetail;
    expect(draftOf(stored)).toEqual({
      partnerId: 'p1',
      date: '2026-12-01',
      dueDate: '2026-12-06',
      vatMode: 'onTop',
      vatRate: 'reduced',
      basis: 'Договор № 5',
      lines: [
        { name: 'Хлеб', quantity: '2', unit: 'шт', price: '50,00' },
        { name: 'Услуга', quantity: '1', unit: 'усл.', price: '100,00', vatRate: 'none' },
      ],
    });
  });

  it('sends amounts typed the Russian way, with spaces and a decimal comma, as the API’s decimals', () => {
    const draft = {
      ...newDraft('invoice', 'p1', 'шт', '2026-12-01'),
      lines: [{ name: 'Станок', quantity: '1,5', unit: 'шт', price: '210\u00a0000,50' }],
    };
    expect(draftBody('invoice', draft).lines).toEqual([{ name: 'Станок', quantity: '1.5', unit: 'шт', price: '210000.50' }]);
  });

  it('sends what is not a number as typed, for the server to name the field', () => {
    const draft = {
      ...newDraft('invoice', 'p1', 'шт', '2026-12-01'),
      lines: [{ name: 'Станок', quantity: '1', unit: 'шт', price: 'дорого' }],
    };
    expect(draftBody('invoice', draft).lines[0]?.price).toBe('дорого');
  });
});
