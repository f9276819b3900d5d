import { documentPath, documentsPath, filtersOf, readListParams } from './documentPaths';

const partner = '0b6f3c1e-2f7a-4b8e-9a51-6d2c1e0f9a11';

describe('the documents lists in the URL', () => {
  it('links a partner’s invoices the way the partner page does, and reads the link back into filters', () => {
    const path = documentsPath('invoice', { partner, state: 'issued', from: '2026-01-01', to: '2026-03-31', overdue: true });
    expect(path).toBe(`/modules/contragents/invoices?partner=${partner}&state=issued&from=2026-01-01&to=2026-03-31&overdue=1`);
    const params = readListParams(path.slice(path.indexOf('?')));
    expect(filtersOf('invoice', params)).toEqual({
      kind: 'invoice',
      partnerId: partner,
      state: 'issued',
      from: '2026-01-01',
      to: '2026-03-31',
      overdue: true,
    });
  });

  it('opens one document over its list', () => {
    expect(documentPath('contract', partner)).toBe(`/modules/contragents/contracts?document=${partner}`);
    expect(readListParams(`?document=${partner}`).document).toBe(partner);
  });

  it('drops what is malformed instead of sending it to be refused, and overdue outside invoices', () => {
    const params = readListParams('?partner=42&from=01.02.2026&state=%3Cscript%3E&document=x&overdue=1');
    expect(params).toEqual({ partner: null, state: null, from: null, to: null, overdue: true, document: null });
    expect(filtersOf('act', params)).toEqual({ kind: 'act' });
  });
});
