import { navigate, type WorkspaceRole } from '@artel/sdk';
import { type FakeServer, sessionCleared } from '@artel/sdk/testing';
import { render, screen } from '@testing-library/react';
import { signedIn } from '../testing/signedIn';
import { InvoicesPage } from './DocumentsPage';

// The date filters fetch the SDK's date picker chunk (Blueprint's datetime, date-fns) on the first render.
jest.setTimeout(20_000);

let server: FakeServer;
let unbind: () => void;

async function openInvoicesAs(role: WorkspaceRole) {
  navigate('/modules/contragents/invoices');
  ({ server, unbind } = await signedIn(role));
  server.on('GET', '/modules/contragents/partners', { status: 200, body: { total: 0, partners: [] } });
  server.on('GET', '/modules/contragents/documents', {
    status: 200,
    body: { total: 0, sums: { total: '0.00', paid: '0.00' }, documents: [] },
  });
  render(<InvoicesPage />);
  await screen.findByRole('button', { name: 'Новый счёт' });
}

afterEach(() => {
  unbind();
  sessionCleared();
});

it('offers the CSV export to the workspace owner, who holds export_data', async () => {
  await openInvoicesAs('owner');
  expect(await screen.findByRole('button', { name: 'Выгрузить в CSV' })).toBeInTheDocument();
});

it.each<WorkspaceRole>(['admin', 'member', 'viewer'])('does not offer the CSV export to a workspace %s', async (role) => {
  await openInvoicesAs(role);
  expect(await screen.findByRole('heading', { name: 'Счета' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Выгрузить в CSV' })).not.toBeInTheDocument();
});
