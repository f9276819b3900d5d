/** The document drawer's act from an invoice: offered only for an issued or paid invoice, and asked about twice. */
import { type FakeServer, sessionCleared } from '@artel/sdk/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedIn } from '../testing/signedIn';
import { DocumentDrawer } from './DocumentDrawer';
import type { DocumentDetail } from './documentTypes';

jest.setTimeout(20_000);

let server: FakeServer;
let unbind: () => void;

const party = { name: 'ООО «Ромашка»', inn: '7701123451' };
const invoice = (state: string): DocumentDetail =>
  ({
    id: 'inv1',
    kind: 'invoice',
    partnerId: 'p1',
    number: '12',
    date: '2026-11-20',
    state,
    overdue: false,
    dueDate: '2026-11-25',
    validFrom: null,
    validTo: null,
    vatMode: 'included',
    vatRate: 'standard',
    subtotal: '100.00',
    vat: '18.03',
    total: '100.00',
    paid: '0.00',
    basis: null,
    subject: null,
    city: null,
    terms: [],
    note: null,
    contractId: null,
    invoiceId: null,
    seller: party,
    buyer: party,
    updatedAt: '2026-11-20T10:00:00.000Z',
    lines: [],
    payments: [],
  }) as unknown as DocumentDetail;

beforeEach(async () => {
  ({ server, unbind } = await signedIn());
});
afterEach(() => {
  unbind();
  sessionCleared();
});

it.each(['draft', 'cancelled'])('offers no act for a %s invoice', async (state) => {
  server.on('GET', '/modules/contragents/documents/:id', { status: 200, body: { document: invoice(state) } });
  render(<DocumentDrawer id="inv1" onClose={jest.fn()} onChanged={jest.fn()} />);
  expect(await screen.findByRole('toolbar')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Создать акт' })).toBeNull();
});

it('asks before a second act for the same invoice and makes it only when confirmed', async () => {
  server.on('GET', '/modules/contragents/documents/:id', { status: 200, body: { document: invoice('issued') } });
  server.on('POST', '/modules/contragents/documents/:id/act', (call) =>
    (call.body as { anotherAct?: boolean }).anotherAct
      ? { status: 201, body: { document: { ...invoice('draft'), id: 'act2', kind: 'act', number: '8' } } }
      : {
          status: 409,
          body: {
            error: {
              code: 'documents.actExists',
              statusCode: 409,
              message: 'По этому счёту уже составлен акт № 7',
              details: { actId: 'act1', actNumber: '7' },
            },
          },
        },
  );
  const onChanged = jest.fn();
  render(<DocumentDrawer id="inv1" onClose={jest.fn()} onChanged={onChanged} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Создать акт' }));
  const question = await screen.findByRole('alertdialog');
  expect(question).toHaveTextContent('По этому счёту уже составлен акт № 7');
  expect(question).toHaveTextContent('Составить по этому счёту ещё один акт?');
  await userEvent.click(screen.getByRole('button', { name: 'Не составлять' }));
  expect(server.callsTo('POST', '/modules/contragents/documents/inv1/act')).toHaveLength(1);
  expect(onChanged).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Создать акт' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Составить ещё один' }));
  await waitFor(() => expect(onChanged).toHaveBeenCalled());
  expect(server.callsTo('POST', '/modules/contragents/documents/inv1/act').map((call) => call.body)).toEqual([
    {},
    {},
    { anotherAct: true },
  ]);
});
